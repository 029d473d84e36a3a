'use client';
import { HiddenUsername } from '../field/hidden-username';
import { FormShell } from '../form-shell';
import { FormFields } from '../forms/form-fields';
import { SessionEndedDialog } from '../session-ended/session-ended-dialog';
import {
  type EmailChangeFormProps,
  emailChangeFields,
  useEmailChangeForm,
} from './use-email-change-form';

export type { EmailChangeFormProps } from './use-email-change-form';

/**
 * A change of the signed-in user's address, as EmailSettings opens it in place: New email,
 * Current password, "Save new email" (and Cancel with `onCancel`). It resolves the user as now
 * saved and the old address; sending a code to the new one is the caller's next step. A session
 * that ends under it is renewed in a dialog, nothing typed lost.
 *
 * @example
 * <EmailChangeForm onSuccess={({ user }) => sendCode(user)} onCancel={close} />
 */
export function EmailChangeForm(props: EmailChangeFormProps) {
  const form = useEmailChangeForm(props);
  const { t } = form;
  return (
    <>
      <FormShell controller={form} title={t.changeEmail} submit={t.changeEmailSubmit}>
        <HiddenUsername value={form.email} />
        <FormFields fields={emailChangeFields} />
      </FormShell>
      <SessionEndedDialog state={form.sessionEnded} t={t} classNames={form.classNames} />
    </>
  );
}
