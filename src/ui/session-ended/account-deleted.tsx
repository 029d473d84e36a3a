'use client';
import { cx } from '../class-names';
import { useFocusOnMount } from '../focus-on-appear';
import { FormFrame } from '../form-frame';
import type { AuthFormClassNames } from '../form-props';
import type { AuthLocalization } from '../localization/auth-localization';

/** Props of {@link AccountDeleted}. */
export interface AccountDeletedProps {
  t: AuthLocalization;
  headingLevel: number;
  classNames: AuthFormClassNames;
  className?: string | undefined;
}

/**
 * What an account page shows once its account is deleted here (no `redirectTo`): the heading and
 * "Your account was deleted." as a status, which takes focus (the button that did it is gone),
 * and nothing that asks the deleted user to sign in.
 */
export function AccountDeleted({ t, headingLevel, classNames, className }: AccountDeletedProps) {
  const message = useFocusOnMount<HTMLParagraphElement>();
  return (
    <FormFrame
      as="section"
      kind="lk-account-deleted"
      className={className}
      t={t}
      classNames={classNames}
      headingLevel={headingLevel}
      title={t.deleteAccountTitle}
      data-state="deleted"
    >
      <p ref={message} role="status" tabIndex={-1} className={cx('lk-status', classNames.status)}>
        {t.accountDeleted}
      </p>
    </FormFrame>
  );
}
