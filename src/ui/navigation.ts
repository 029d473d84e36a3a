'use client';
import { createContext, type MouseEvent, useContext, useMemo } from 'react';
import type { AuthView } from './form-props';
import { safeHref } from './safe-href';

/** Where each view lives, for forms that link to each other with real `<a href>` elements. */
export type AuthViewHrefs = Partial<Record<AuthView, string>>;

/** How a navigation is made: `replace` swaps the current history entry instead of adding one. */
export interface NavigateOptions {
  replace?: boolean;
}

/** What `AuthUIProvider` passes down about navigation: the app's router, and its view URLs. */
export interface AuthNavigationOptions {
  /**
   * Goes to `href` (a router's push); else the browser loads it (`window.location.assign`). A
   * redirect that should leave no history entry (`RedirectToSignIn`) passes `{ replace: true }`:
   * React Router's `navigate` takes it as it is; with Next.js,
   * `(href, options) => (options?.replace ? router.replace(href) : router.push(href))`.
   */
  navigate?: ((href: string, options?: NavigateOptions) => void) | undefined;
  /** The URL of each view: links between forms become `<a href>`. */
  viewHrefs?: AuthViewHrefs | undefined;
}

export const AuthNavigationContext = createContext<AuthNavigationOptions>({});

/** How forms move on: a redirect after success, and the links between views. */
export interface AuthNavigation {
  /**
   * Goes to `href` through the app's `navigate`, else loads it (`location.replace` with
   * `{ replace: true }`); only a path or an `http:`/`https:` URL (anything else is refused with a
   * development warning and never followed).
   */
  navigate: (href: string, options?: NavigateOptions) => void;
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
      navigate: (given, options) => {
        const href = safeHref(given);
        if (href === undefined) return;
        // The app's navigate gets a second argument only when there is something to say.
        if (navigate) {
          if (options?.replace) navigate(href, { replace: true });
          else navigate(href);
        } else if (options?.replace) window.location.replace(href);
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
