'use client';
import { type ReactNode, useMemo, useState } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { cx } from './class-names';
import { ErrorSummary } from './error-summary';
import { AuthFormContext, type FieldIds } from './field/form-context';
import { useFocusOnAppear } from './focus-on-appear';
import { FormFrame, type FormFrameProps } from './form-frame';
import type { AuthView } from './form-props';
import { fill } from './localization/auth-localization';
import type { AuthFormController } from './use-auth-form';
import { type ViewLink, ViewLinks } from './view-links';

/** Props of {@link FormShell}. */
export interface FormShellProps<TValues extends FieldValues, TResult> {
  /** The form's controller, from its `use…Form` hook. */
  controller: AuthFormController<TValues, TResult>;
  title: string;
  description?: ReactNode;
  submit: string;
  /** Disables the submit button besides a running countdown (e.g. until something is typed). */
  submitDisabled?: boolean;
  links?: ViewLink[];
  onViewChange?: ((view: AuthView) => void) | undefined;
  /** Controls after the submit button (Resend code, a dialog). */
  footer?: ReactNode;
  children?: ReactNode;
  /**
   * Components to wrap the heading and description with `asChild`, e.g. an alert dialog's
   * Title and Description, which then name the dialog.
   */
  slots?: FormFrameProps['slots'];
}

/**
 * What every form has around its fields: the `<form>` (its state in `data-state` and
 * `aria-busy`), a heading, the form error in a `role="alert"` region that takes focus, a
 * status line, the submit button (with the Retry-After countdown) and the links to other views.
 */
export function FormShell<TValues extends FieldValues, TResult>(
  props: FormShellProps<TValues, TResult>,
) {
  const { controller: c, title, description, submit, links, onViewChange, slots } = props;
  const { t, classNames } = c;
  const [fieldIds] = useState(() => new Map<string, FieldIds>());
  const context = useMemo(() => ({ t, classNames, fieldIds }), [t, classNames, fieldIds]);
  const formRef = useFocusOnAppear(c.autoFocus);
  const state = c.isPending ? 'pending' : c.formError ? 'error' : c.isSuccess ? 'success' : 'idle';
  return (
    <FormProvider {...c.form}>
      <AuthFormContext.Provider value={context}>
        <FormFrame
          as="form"
          elementRef={formRef}
          className={c.className}
          t={t}
          classNames={classNames}
          headingLevel={c.headingLevel}
          title={title}
          description={description}
          slots={slots}
          aria-busy={c.isPending || undefined}
          data-state={state}
          // Submitted before hydration (or without JavaScript), a form without a method is a
          // GET: the password would land in the URL, the history and the server's logs.
          method="post"
          noValidate
          onSubmit={c.onSubmit}
        >
          {c.errorSummary && (
            <ErrorSummary
              items={c.errorSummary}
              t={t}
              classNames={classNames}
              headingLevel={c.headingLevel + 1}
            />
          )}
          <div
            ref={c.formErrorRef}
            role="alert"
            tabIndex={-1}
            className={cx('lk-form-error', classNames.formError)}
          >
            {c.formError}
          </div>
          <p role="status" className={cx('lk-status', classNames.status)}>
            {c.status}
          </p>
          {props.children}
          <button
            type="submit"
            className={cx('lk-submit', classNames.submit)}
            disabled={c.retryIn > 0 || props.submitDisabled}
            data-state={c.isPending ? 'pending' : c.retryIn > 0 ? 'waiting' : 'idle'}
          >
            {c.retryIn > 0 ? fill(t, 'retryIn', { seconds: c.retryIn }) : submit}
          </button>
          {c.onCancel && (
            <button type="button" className="lk-secondary" onClick={c.onCancel} data-slot="cancel">
              {t.cancel}
            </button>
          )}
          {props.footer}
          <ViewLinks links={links} onViewChange={onViewChange} classNames={classNames} />
        </FormFrame>
      </AuthFormContext.Provider>
    </FormProvider>
  );
}
