'use client';
import { useEffect, useState } from 'react';
import { ReauthenticationRequiredError } from '../../../client/errors';
import type { ServiceResult } from '../../../client/types';
import { useDeleteUser } from '../../../react/hooks/use-delete-user';
import { useLogin } from '../../../react/hooks/use-login';
import { useSession } from '../../../react/hooks/use-session';
import type { AuthFormProps } from '../../form-props';
import { fill } from '../../localization/auth-localization';
import { useAuthLocalization } from '../../localization/auth-ui-provider';
import {
  type AccountSession,
  holdsInput,
  useAccountSession,
} from '../../session-ended/use-account-session';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { fieldsSchema } from '../fields-schema';
import { type FieldDescriptor, passwordField, textView } from '../form-fields';

/** The values of the delete-account form. */
export interface DeleteAccountValues {
  /** The confirmation word as typed. */
  confirm: string;
  /** The user's password: asked for only when the service wants a recent sign-in. */
  password: string;
}

/** The password the dialog asks for when the service wants a recent sign-in: sign-in's. */
export const deletePasswordField: FieldDescriptor = {
  ...passwordField,
  description: 'deleteAccountPasswordDescription',
};

/** Props of {@link DeleteAccountForm} and {@link useDeleteAccountForm}. */
export type DeleteAccountFormProps = AuthFormProps<ServiceResult, DeleteAccountValues>;

/** What {@link useDeleteAccountForm} adds: the confirmation dialog's state. */
export interface DeleteAccountController
  extends AuthFormController<DeleteAccountValues, ServiceResult>,
    Pick<AccountSession, 'signedOut' | 'sessionEnded'> {
  open: boolean;
  setOpen: (open: boolean) => void;
  /**
   * The service asked for a recent sign-in (`reauthentication_required`): the dialog shows a
   * Password field, and the next submit signs in again as the same user before deleting.
   */
  needsPassword: boolean;
  /** The account was deleted here: the form says so, and nothing else. */
  deleted: boolean;
}

/**
 * The delete-account form's logic: nothing is sent until the confirmation word (`DELETE` in
 * English) is typed exactly; then `deleteUser` for the signed-in user, who is signed out.
 * A session that ended before the submit opens the session-ended dialog, then it is sent again.
 * A session signed in too long ago (`reauthentication_required`) asks for the password in the
 * dialog: the next submit signs in again (`loginUser`, a fresh session) and deletes.
 */
export function useDeleteAccountForm(props: DeleteAccountFormProps = {}): DeleteAccountController {
  const remove = useDeleteUser();
  const login = useLogin();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [needsPassword, setNeedsPassword] = useState(false);
  const t = useAuthLocalization(props.localization);
  const word = t.deleteAccountConfirmWord;
  // Once deleted, the dialog closes: nothing is left to confirm.
  const withClose: DeleteAccountFormProps = {
    ...props,
    onSuccess: (result) => {
      setOpen(false);
      props.onSuccess?.(result);
    },
  };
  const confirmField: FieldDescriptor = {
    name: 'confirm',
    label: 'deleteAccountConfirmLabel',
    // Its schema is the whole rule, empty too ("Type DELETE exactly to confirm.").
    rule: { optional: true },
    // A Standard Schema of its own (not zod): the page needs zod for nothing else.
    schema: {
      '~standard': {
        validate: (value: unknown) =>
          sameWord(String(value), word)
            ? { value }
            : { issues: [{ message: fill(t, 'errorConfirmWord', { word }) }] },
      },
    },
    // Shown by DeleteAccountForm's own TextField (the label names the word).
    input: { type: 'text', autoComplete: 'off' },
    view: textView('text', 'off'),
  };
  const controller = useAuthForm(withClose, {
    // The password's rule is sign-in's (kept as typed), checked only once asked for.
    schema: fieldsSchema<DeleteAccountValues>(
      needsPassword ? [confirmField, deletePasswordField] : [confirmField],
    ),
    // The message names the word: filled in here, so it is text.
    textMessages: ['confirm'],
    defaultValues: { confirm: '', password: '' },
    // Once deleted nothing is left to keep: the form shows the signed-out state.
    clearOnSuccess: ['confirm', 'password'],
    fields: ['confirm', 'password'],
    // Both on Password: the field to fill in, or the password that was wrong.
    codes: {
      reauthentication_required: 'errorPasswordRequired',
      invalid_credentials: 'errorCurrentPasswordWrong',
    },
    codeFields: { reauthentication_required: 'password', invalid_credentials: 'password' },
    isPending: remove.isPending || login.isPending,
    submit: ({ password }): Promise<ServiceResult> =>
      send(async (account) => {
        // Signed in again as the same user: the service deletes with a recent sign-in only.
        // Through useLogin, so the password never rests in the query cache.
        if (needsPassword) await login.mutateAsync({ email: account.email, password });
        try {
          return await remove.mutateAsync({ userId: account.id });
        } catch (error) {
          if (error instanceof ReauthenticationRequiredError) setNeedsPassword(true);
          throw error;
        }
      }),
  });
  const { signedOut, sessionEnded, send } = useAccountSession('deleteUser', holdsInput(controller));
  const { setFocus } = controller.form;
  // The field appears after the error is placed on it: focus it once it is there.
  useEffect(() => {
    if (needsPassword) setFocus('password');
  }, [needsPassword, setFocus]);
  const deleted = session.status === 'unauthenticated' && session.reason === 'account-deleted';
  return { ...controller, open, setOpen, signedOut, sessionEnded, needsPassword, deleted };
}

/**
 * Whether `typed` is the confirmation word: spaces around it and Unicode composition (a
 * precomposed or combining accent, as keyboards and input methods of each language give) do not
 * matter; case does, as the word is shown. Romanian ș and ț match their cedilla forms ş and ţ,
 * which the legacy Romanian keyboard layout still types; a Vietnamese tone on oa, oe or uy
 * matches on either vowel (XÓA, XOÁ), as the old and new spelling conventions place it.
 */
function sameWord(typed: string, word: string): boolean {
  const canonical = (text: string) =>
    text
      .normalize('NFD')
      // Vietnamese places a tone on oa, oe, uy two ways (XÓA, XOÁ): on the second vowel here.
      .replace(/([ouOU])([\u0300\u0301\u0303\u0309\u0323])([aeyAEY])/g, '$1$3$2')
      .normalize('NFC')
      .replace(/[şţŞŢ]/g, (letter) => commaBelow[letter] ?? letter);
  return canonical(typed.trim()) === canonical(word);
}

const commaBelow: Record<string, string> = { ş: 'ș', ţ: 'ț', Ş: 'Ș', Ţ: 'Ț' };
