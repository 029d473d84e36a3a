'use client';
import { useEffect, useRef } from 'react';

/** The fields a user types in: visible, enabled inputs (not buttons, not hidden ones). */
const typedFields =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([hidden]):not(:disabled), textarea:not(:disabled)';

/**
 * With `autoFocus` as the form appears, focus goes to its first empty field (else its first;
 * `'first'`: its first):
 * give the ref to the `<form>`. Only then: a form the user is already in never has focus taken
 * from under them. The drop-in forms' `autoFocus` (AuthFlow moving to a view) does this.
 *
 * @example
 * const ref = useFocusOnAppear(props.autoFocus ?? false);
 * <form ref={ref} onSubmit={form.onSubmit}>…</form>
 */
export function useFocusOnAppear(autoFocus: boolean | 'first') {
  const ref = useRef<HTMLFormElement>(null);
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (!focusOnMount.current || !ref.current) return;
    const fields = [...ref.current.querySelectorAll<HTMLInputElement>(typedFields)];
    ((focusOnMount.current === true && fields.find((field) => !field.value)) || fields[0])?.focus();
  }, []);
  return ref;
}

/**
 * A ref whose element takes focus once, as it mounts: a message that replaces the control that
 * was pressed ("Your account was deleted."), so focus is not lost to the page.
 *
 * @example
 * const ref = useFocusOnMount<HTMLParagraphElement>();
 * <p ref={ref} role="status" tabIndex={-1}>{t.accountDeleted}</p>
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
