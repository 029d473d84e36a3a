'use client';
import { useRef, useState } from 'react';
import type { AuthUser } from '../../client/types';
import { useUpdateUser } from '../../react/hooks/use-update-user';
import type { AuthFormProps } from '../form-props';
import { fieldsSchema } from '../forms/fields-schema';
import { currentPasswordField, emailField, type FieldDescriptor } from '../forms/form-fields';
import type { StandardSchema } from '../schema-resolver';
import {
  type AccountSession,
  holdsInput,
  useAccountSession,
} from '../session-ended/use-account-session';
import { type AuthFormController, useAuthForm } from '../use-auth-form';

/** The values of the change-email form. */
export interface EmailChangeValues {
  /** The new address. */
  email: string;
  currentPassword: string;
}

/**
 * The change-email form's fields: New email (named `email`, as the service names the field it
 * refuses) and Current password, which the service asks for on a change of address made with a
 * session alone.
 */
export const emailChangeFields: readonly FieldDescriptor[] = [
  { ...emailField, label: 'newEmailLabel', required: 'errorNewEmailRequired' },
  { ...currentPasswordField, description: 'emailChangeNeedsPassword' },
];

/** The service compares emails trimmed and case-folded: only another address is a change. */
export const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** The fields' rules, and a New email that is another address than `current()` (read each time). */
function schemaFor(current: () => string): StandardSchema<EmailChangeValues> {
  const fields = fieldsSchema<EmailChangeValues>(emailChangeFields);
  return {
    '~standard': {
      validate: async (value) => {
        const result = await fields['~standard'].validate(value);
        if (result.issues || !sameEmail(result.value.email, current())) return result;
        return { issues: [{ message: 'errorEmailUnchanged', path: ['email'] }] };
      },
    },
  };
}

/** What a saved change of address resolves: the user as the service now has it, and the old address. */
export interface EmailChangeResult {
  user: AuthUser;
  previousEmail: string;
}

/** Props of {@link EmailChangeForm} and {@link useEmailChangeForm}. */
export type EmailChangeFormProps = AuthFormProps<EmailChangeResult, EmailChangeValues>;

/** What {@link useEmailChangeForm} adds to the form's controller. */
export interface EmailChangeController
  extends AuthFormController<EmailChangeValues, EmailChangeResult>,
    Pick<AccountSession, 'sessionEnded'> {
  /** The address now: for the hidden username field (password managers), and not to be typed again. */
  email: string;
}

/**
 * The change-email form's logic: `updateUser` with the new address and `currentPassword`; a
 * wrong current password on Current password, a taken address or the same address on New
 * email; the password cleared after the save. A session that ended meanwhile opens the
 * session-ended dialog and the save is sent again, nothing typed lost.
 */
export function useEmailChangeForm(props: EmailChangeFormProps = {}): EmailChangeController {
  const update = useUpdateUser();
  // Read when the form validates: the address shown, which the new one must differ from.
  const current = useRef('');
  const [schema] = useState(() => schemaFor(() => current.current));
  const form = useAuthForm(props, {
    schema,
    defaultValues: { email: '', currentPassword: '' },
    fields: ['email', 'currentPassword'],
    codes: { invalid_credentials: 'errorCurrentPasswordWrong' },
    codeFields: { invalid_credentials: 'currentPassword' },
    // The user is signed in: "Sign in instead" (sign-up's words) would make no sense here.
    taken: { email: 'errorEmailInUse' },
    clearOnSuccess: ['currentPassword'],
    isPending: update.isPending,
    submit: (values) =>
      account.send(async (user) => {
        const answer = await update.mutateAsync({
          userId: user.id,
          email: values.email,
          currentPassword: values.currentPassword,
        });
        const saved = (answer as { user?: AuthUser }).user ?? { ...user, email: values.email };
        return { user: saved, previousEmail: user.email };
      }),
  });
  const account = useAccountSession('updateUser', holdsInput(form));
  current.current = account.user?.email ?? '';
  return { ...form, email: current.current, sessionEnded: account.sessionEnded };
}
