'use client';
import { createContext, type MouseEvent, useContext, useMemo } from 'react';
import type { AuthView } from './form-props';
import { safeHref } from './safe-href';

/** Where each view lives, for forms that link to each other with real `<a href>` elements. */
export type AuthViewHrefs = Partial<Record<AuthView, string>>;

/** What `AuthUIProvider` passes down about navigation: the app's router, and its view URLs. */
export interface AuthNavigationOptions {
  /** Goes to `href` (a router's push); else the browser loads it (`window.location.assign`). */
  navigate?: ((href: string) => void) | undefined;
  /** The URL of each view: links between forms become `<a href>`. */
  viewHrefs?: AuthViewHrefs | undefined;
}

export const AuthNavigationContext = createContext<AuthNavigationOptions>({});

/** How forms move on: a redirect after success, and the links between views. */
export interface AuthNavigation {
  /**
   * Goes to `href` through the app's `navigate`, else loads it; only a path or an `http:`/`https:`
   * URL (anything else is refused with a development warning and never followed).
   */
  navigate: (href: string) => void;
  /** The URL of a view, when the app gave one that is a path or an `http:`/`https:` URL. */
  hrefOf: (view: AuthView) => string | undefined;
  /**
   * For a link's `onClick`: a plain click goes through the app's `navigate` (when given) instead
   * of loading the page; a middle click, a modifier key or "open in new tab" stay the browser's.
   */
  followLink: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/** The navigation in force here (see {@link AuthNavigation}). */
export function useAuthNavigation(): AuthNavigation {
  const { navigate, viewHrefs } = useContext(AuthNavigationContext);
  return useMemo(
    () => ({
      navigate: (given) => {
        const href = safeHref(given);
        if (href === undefined) return;
        if (navigate) navigate(href);
        else window.location.assign(href);
      },
      hrefOf: (view) => {
        const href = viewHrefs?.[view];
        return href === undefined ? undefined : safeHref(href);
      },
      followLink: (event, href) => {
        if (!navigate || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      },
    }),
    [navigate, viewHrefs],
  );
}
