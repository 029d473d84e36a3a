'use client';
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

/**
 * The links to neighbouring views: real `<a href>` for views with a URL (they open in a new tab
 * and work before hydration), else buttons calling `onViewChange`; none without either. A safe
 * `returnTo` (the page URL's, or one given above) rides along on each link's query, so sign-in
 * still comes back to the page after a detour through sign-up or a password reset.
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
  const { hrefOf: viewHref, followLink } = useAuthNavigation();
  const returnTo = useReturnTo();
  const hrefOf = (view: AuthView) => {
    const href = viewHref(view);
    // The same query a server's redirect to sign-in builds: `…?returnTo=%2Fpage`.
    return href === undefined || returnTo === undefined || view === 'account'
      ? href
      : signInRedirectPath(returnTo, href);
  };
  const shown = links.filter((link) => hrefOf(link.view) !== undefined || onViewChange);
  if (!shown.length) return null;
  const className = cx('lk-link', classNames.link);
  return (
    <div className={cx('lk-links', classNames.links)}>
      {shown.map(({ view, label }) => {
        const href = hrefOf(view);
        return href !== undefined ? (
          <a
            key={view}
            href={href}
            className={className}
            onClick={(event) => followLink(event, href)}
          >
            {label}
          </a>
        ) : (
          <button
            key={view}
            type="button"
            className={className}
            onClick={() => onViewChange?.(view)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
