'use client';
import { useState } from 'react';
import * as z from 'zod/mini';
import type { ServiceResult } from '../../../client/types';
import { useDeleteUser } from '../../../react/hooks/use-delete-user';
import type { AuthFormProps } from '../../form-props';
import { fill } from '../../localization/auth-localization';
import { useAuthLocalization } from '../../localization/auth-ui-provider';
import {
  type AccountSession,
  keepWhileOnScreen,
  useAccountSession,
} from '../../session-ended/use-account-session';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';

/** The values of the delete-account form: the confirmation word as typed. */
export interface DeleteAccountValues {
  confirm: string;
}

/** Props of {@link DeleteAccountForm} and {@link useDeleteAccountForm}. */
export type DeleteAccountFormProps = AuthFormProps<ServiceResult, DeleteAccountValues>;

/** What {@link useDeleteAccountForm} adds: the confirmation dialog's state. */
export interface DeleteAccountController
  extends AuthFormController<DeleteAccountValues, ServiceResult>,
    Pick<AccountSession, 'signedOut' | 'sessionEnded'> {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * The delete-account form's logic: nothing is sent until the confirmation word (`DELETE` in
 * English) is typed exactly; then `deleteUser` for the signed-in user, who is signed out.
 * A session that ended before the submit opens the session-ended dialog, then it is sent again.
 */
export function useDeleteAccountForm(props: DeleteAccountFormProps = {}): DeleteAccountController {
  const { signedOut, sessionEnded, send, unsaved, forget } = useAccountSession('deleteUser');
  const remove = useDeleteUser();
  const [open, setOpen] = useState(false);
  const t = useAuthLocalization(props.localization);
  const word = t.deleteAccountConfirmWord;
  // Once deleted, the dialog closes: nothing is left to confirm.
  const withClose: DeleteAccountFormProps = {
    ...props,
    onSuccess: (result) => {
      setOpen(false);
      forget();
      props.onSuccess?.(result);
    },
  };
  const form = useAuthForm(withClose, {
    schema: z.object({
      confirm: z
        .string()
        .check(z.refine((value) => sameWord(value, word), fill(t, 'errorConfirmWord', { word }))),
    }),
    // The message names the word: filled in here, so it is text.
    textMessages: ['confirm'],
    defaultValues: { confirm: '' },
    // Once deleted nothing is left to keep: the form shows the signed-out state.
    clearOnSuccess: ['confirm'],
    fields: ['confirm'],
    isPending: remove.isPending,
    submit: () => send((account) => remove.mutateAsync({ userId: account.id })),
  });
  keepWhileOnScreen(unsaved, form);
  return { ...form, open, setOpen, signedOut, sessionEnded };
}

/**
 * Whether `typed` is the confirmation word: spaces around it and Unicode composition (a
 * precomposed or combining accent, as keyboards and input methods of each language give) do not
 * matter; case does, as the word is shown.
 */
function sameWord(typed: string, word: string): boolean {
  return typed.trim().normalize('NFC') === word.normalize('NFC');
}
