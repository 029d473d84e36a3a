import { screen, waitFor, within } from '@testing-library/react';
import {
  ChangePasswordForm,
  DeleteAccountForm,
  ForgotPasswordForm,
  LoginForm,
  ProfileForm,
  ResetPasswordForm,
  SignupForm,
  VerifyEmailForm,
} from 'latchkey/ui';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';

/**
 * Every form of latchkey/ui, brought to the state with the most on screen: its field errors
 * after an empty submit (the delete dialog open, after a wrong word). The WCAG measurements
 * run on each.
 */
export interface FormCase {
  name: string;
  ui: () => ReactNode;
  /** A session before rendering (the signed-in forms). */
  signedIn?: boolean;
  apiKey?: boolean;
  /** From first render to the field errors shown; answers the element to measure. */
  showErrors: () => Promise<HTMLElement>;
}

const formOf = (element: HTMLElement) => {
  const form = element.closest<HTMLElement>('.lk-form');
  if (!form) throw new Error('no .lk-form around the submit button');
  return form;
};

/** Presses the (empty) form's submit and waits for a field marked invalid. */
const submitEmpty = (submit: string, before?: () => Promise<void>) => async () => {
  const button = await screen.findByRole('button', { name: submit });
  await before?.();
  await userEvent.click(button);
  await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
  return formOf(button);
};

export const formCases: FormCase[] = [
  {
    name: 'SignupForm',
    ui: () => <SignupForm optionalFields={['username', 'phone', 'address', 'avatarUrl']} />,
    showErrors: submitEmpty('Create account'),
  },
  {
    name: 'LoginForm',
    ui: () => <LoginForm onViewChange={() => {}} />,
    showErrors: submitEmpty('Sign in'),
  },
  {
    name: 'VerifyEmailForm',
    ui: () => <VerifyEmailForm />,
    signedIn: true,
    showErrors: submitEmpty('Verify email'),
  },
  {
    name: 'ForgotPasswordForm',
    ui: () => <ForgotPasswordForm onViewChange={() => {}} />,
    showErrors: submitEmpty('Send reset code'),
  },
  {
    name: 'ResetPasswordForm',
    ui: () => <ResetPasswordForm email="ada@example.com" onViewChange={() => {}} />,
    apiKey: true,
    showErrors: submitEmpty('Reset password'),
  },
  {
    name: 'ChangePasswordForm',
    ui: () => <ChangePasswordForm />,
    signedIn: true,
    showErrors: submitEmpty('Change password'),
  },
  {
    name: 'ProfileForm',
    ui: () => <ProfileForm />,
    signedIn: true,
    // Name is the one required field: the loaded profile must be there to clear it.
    showErrors: submitEmpty('Save changes', async () => {
      await screen.findByDisplayValue(/Test User/);
      await userEvent.clear(screen.getByLabelText('Name'));
    }),
  },
  {
    name: 'DeleteAccountForm (dialog)',
    ui: () => <DeleteAccountForm />,
    signedIn: true,
    showErrors: async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
      await within(dialog).findByText('Type DELETE exactly to confirm.');
      return dialog;
    },
  },
];
