'use client';
import {
  createElement,
  type MouseEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cx } from './class-names';
import { type FieldIds, useAuthFormContext } from './field/form-context';
import type { AuthFormClassNames } from './form-props';
import type { AuthLocalization } from './localization/auth-localization';
import { type FormMessage, wordsOf } from './localization/form-message';

/** One line of the {@link ErrorSummary}: a field's name and its message (as shown inline). */
export interface ErrorSummaryItem {
  name: string;
  message: FormMessage;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The field errors of the last submit, in the form's order. A new array moves focus here. */
  items: readonly ErrorSummaryItem[];
  t: AuthLocalization;
  classNames: AuthFormClassNames;
  /** The level of the summary's heading (one below the form's). */
  headingLevel: number;
}

/**
 * GOV.UK's error summary: after a submit that left several field errors, a labelled region at
 * the top of the form, headed "There is a problem", that takes focus and lists each message as
 * a link to its field. A link focuses the field (not the page's URL fragment: an app's router
 * may own it) and scrolls its label into view, as govuk-frontend does.
 */
export function ErrorSummary({ items, t, classNames, headingLevel }: ErrorSummaryProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  // Each field's ids, as its FieldRoot left them in the form's context (the control a label
  // names: the input, the first box of a code, the password rather than its toggle).
  const { fieldIds } = useAuthFormContext();
  const [ids, setIds] = useState<Record<string, FieldIds | undefined>>({});
  const [order, setOrder] = useState<readonly string[]>([]);
  useLayoutEffect(() => {
    setIds(Object.fromEntries(items.map(({ name }) => [name, fieldIds.get(name)])));
    // In the page's order (GOV.UK), not the rules' or the service's.
    const at = (name: string) => {
      const id = fieldIds.get(name)?.id;
      return id ? document.getElementById(id) : null;
    };
    const follows = (one: string, other: string) => {
      const [a, b] = [at(one), at(other)];
      return a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING ? 1 : -1;
    };
    setOrder(items.map(({ name }) => name).sort(follows));
  }, [items, fieldIds]);
  const listed = [...items].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  // Each submit that leaves errors gives a new list: focus comes here, and the screen reader
  // reads the heading that names the region, then the list.
  useEffect(() => {
    if (items.length) ref.current?.focus();
  }, [items]);
  const go = (event: MouseEvent<HTMLAnchorElement>, field: FieldIds | undefined) => {
    // Never the URL's fragment, even for a control not found: an app's router may own it.
    event.preventDefault();
    const control = field ? document.getElementById(field.id) : null;
    if (!control || !field) return;
    control.focus({ preventScroll: true });
    const label = document.getElementById(field.labelId);
    // Optional: jsdom, where forms are tested too, has no scrolling.
    (label ?? control).scrollIntoView?.({ block: 'start' });
  };
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cx('lk-error-summary', classNames.errorSummary)}
      data-slot="error-summary"
    >
      {/* As govuk-frontend: the content in an alert, so it is read when focus lands here. */}
      <div role="alert">
        {createElement(
          `h${Math.min(headingLevel, 6)}`,
          { id: titleId, className: 'lk-error-summary-title' },
          t.errorSummaryTitle,
        )}
        <ul className="lk-error-summary-list">
          {listed.map(({ name, message }) => (
            <li key={name}>
              <a href={`#${ids[name]?.id ?? ''}`} onClick={(event) => go(event, ids[name])}>
                {wordsOf(message, t)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
