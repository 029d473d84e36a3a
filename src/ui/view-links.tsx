'use client';
import type { MouseEvent } from 'react';
import { signInRedirectPath } from '../client/sign-in-redirect-path';
import { cx } from './class-names';
import type { AuthFormClassNames, AuthView } from './form-props';
import { useAuthNavigation } from './navigation';
import { useReturnTo } from './return-to';

/** A link to another view: shown when the view has a URL (`viewHrefs`) or the form `onViewChange`. */
export interface ViewLink {
  view: AuthView;
  label: string;
}

/** A link to another view, ready for markup of your own (see {@link useViewLinks}). */
export interface ViewLinkTarget extends ViewLink {
  /** The view's URL with the page's checked `returnTo` on its query; else a button's job. */
  href: string | undefined;
  /**
   * For the link's (or button's) `onClick`: a plain click on a link goes through the app's
   * `navigate`; a button calls `onViewChange`.
   */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * The links to neighbouring views, for your own markup: those with a URL (`viewHrefs`) as real
 * links carrying the page's checked `returnTo` (so sign-in still comes back after a detour
 * through sign-up or a reset), the others as buttons when `onViewChange` is given; none without
 * either.
 *
 * @example
 * useViewLinks([{ view: 'signup', label: t.signupLink }], onViewChange).map((link) =>
 *   link.href ? <a key={link.view} href={link.href} onClick={link.onClick}>{link.label}</a>
 *             : <button key={link.view} type="button" onClick={link.onClick}>{link.label}</button>)
 */
export function useViewLinks(
  links: readonly ViewLink[] | undefined,
  onViewChange: ((view: AuthView) => void) | undefined,
): ViewLinkTarget[] {
  const { hrefOf: viewHref, followLink } = useAuthNavigation();
  const returnTo = useReturnTo();
  const hrefOf = (view: AuthView) => {
    const href = viewHref(view);
    // The same query a server's redirect to sign-in builds: `…?returnTo=%2Fpage`.
    return href === undefined || returnTo === undefined || view === 'account'
      ? href
      : signInRedirectPath(returnTo, href);
  };
  return (links ?? []).flatMap((link) => {
    const href = hrefOf(link.view);
    if (href === undefined && !onViewChange) return [];
    const onClick = (event: MouseEvent<HTMLElement>) => {
      if (href === undefined) onViewChange?.(link.view);
      else followLink(event as MouseEvent<HTMLAnchorElement>, href);
    };
    return [{ ...link, href, onClick }];
  });
}

/**
 * The links to neighbouring views: real `<a href>` for views with a URL (they open in a new tab
 * and work before hydration), else buttons calling `onViewChange`; none without either.
 */
export function ViewLinks({
  links = [],
  onViewChange,
  classNames,
}: {
  links: ViewLink[] | undefined;
  onViewChange: ((view: AuthView) => void) | undefined;
  classNames: AuthFormClassNames;
}) {
  const shown = useViewLinks(links, onViewChange);
  if (!shown.length) return null;
  const className = cx('lk-link', classNames.link);
  return (
    <div className={cx('lk-links', classNames.links)}>
      {shown.map(({ view, label, href, onClick }) =>
        href !== undefined ? (
          <a key={view} href={href} className={className} onClick={onClick}>
            {label}
          </a>
        ) : (
          <button key={view} type="button" className={className} onClick={onClick}>
            {label}
          </button>
        ),
      )}
    </div>
  );
}
