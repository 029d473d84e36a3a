'use client';
import {
  type ComponentType,
  createElement,
  type FormHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  useId,
} from 'react';
import { cx } from './class-names';
import type { AuthFormClassNames } from './form-props';
import { type AuthLocalization, languageOf } from './localization/auth-localization';

/** A component that lends its semantics to its one child (`asChild`), as Radix's do. */
type AsChildSlot = ComponentType<{ asChild: true; children: ReactElement }>;

/** Props of {@link FormFrame}. */
export interface FormFrameProps extends FormHTMLAttributes<HTMLElement> {
  /** `form` for a form's own element; `section` around a form or in its place. */
  as: 'form' | 'section';
  /** A class of its own beside `lk-form` (`lk-delete-account`, …). */
  kind?: string | undefined;
  t: AuthLocalization;
  classNames: AuthFormClassNames;
  headingLevel: number;
  title: string;
  description?: ReactNode;
  /**
   * Components to wrap the heading and description with `asChild`, e.g. an alert dialog's
   * Title and Description, which then name the dialog (and the frame takes no name of its own).
   */
  slots?: { title: AsChildSlot; description: AsChildSlot } | undefined;
  elementRef?: Ref<HTMLFormElement> | undefined;
  children?: ReactNode;
}

const wrap = (Slot: AsChildSlot | undefined, element: ReactElement) =>
  Slot ? <Slot asChild>{element}</Slot> : element;

/**
 * The chrome every latchkey form shares, whether a `<form>` (FormShell), a section around a
 * dialog's form (DeleteAccountForm) or one in place of the form (SignInRequired): the element
 * with the form's classes, the dictionary's language and direction, named by its heading; the
 * heading at the form's level; and the description.
 */
export function FormFrame(props: FormFrameProps): ReactElement {
  const { as, kind, t, classNames, headingLevel, title, description, slots, elementRef, ...rest } =
    props;
  const { className, children, ...attributes } = rest;
  const headingId = useId();
  return createElement(
    as,
    {
      ...attributes,
      ref: elementRef,
      className: cx('lk-form', kind, classNames.root, className),
      // The dictionary's language, so its words are read in it; its direction when rtl.
      ...languageOf(t),
      'aria-labelledby': slots ? undefined : headingId,
    },
    wrap(
      slots?.title,
      createElement(
        `h${Math.min(headingLevel, 6)}`,
        {
          // With a slot, its id names the dialog: an `id: undefined` would erase it.
          ...(slots ? {} : { id: headingId }),
          className: cx('lk-heading', classNames.heading),
        },
        title,
      ),
    ),
    description &&
      wrap(
        slots?.description,
        <p className={cx('lk-description', classNames.description)}>{description}</p>,
      ),
    children,
  );
}
