'use client';
import { cx } from './class-names';
import type { AuthFormClassNames, AuthView } from './form-props';
import { useAuthNavigation } from './navigation';

/** A link to another view: shown when the view has a URL (`viewHrefs`) or the form `onViewChange`. */
export interface ViewLink {
  view: AuthView;
  label: string;
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
  const { hrefOf, followLink } = useAuthNavigation();
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
