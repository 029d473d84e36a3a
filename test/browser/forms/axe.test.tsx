import { screen, waitFor, within } from '@testing-library/react';
import type { TestAuth } from 'latchkey/testing';
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
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createPage, expectNoAxeViolations, type Theme } from './render-form';

interface Case {
  name: string;
  ui: (auth: TestAuth) => ReactNode;
  /** Before rendering: a user, a session. */
  seed?: (auth: TestAuth) => Promise<void>;
  /** Fills the form so that the service answers with an error. */
  serverError: (auth: TestAuth) => Promise<void>;
  submit: string;
  apiKey?: boolean;
  /** Before the empty submit, once rendered. */
  ready?: () => Promise<void>;
}

const typeInto = async (label: string, text: string) =>
  userEvent.fill(screen.getByLabelText(label, { selector: 'input' }), text);
const typeCode = async (code: string) => {
  await userEvent.click(screen.getByLabelText('Digit 1 of 6'));
  await userEvent.keyboard(code);
};
const signedIn = async (auth: TestAuth) => {
  await auth.signIn();
};

const cases: Case[] = [
  {
    name: 'SignupForm',
    ui: () => <SignupForm optionalFields={['username', 'phone', 'address', 'avatarUrl']} />,
    submit: 'Create account',
    serverError: async (auth) => {
      const { user } = await auth.createUser();
      await typeInto('Name', 'Ada');
      await typeInto('Email', user.email);
      await typeInto('Password', 'long enough password');
    },
  },
  {
    name: 'LoginForm',
    ui: () => <LoginForm onViewChange={() => {}} />,
    submit: 'Sign in',
    serverError: async () => {
      await typeInto('Email', 'nobody@example.com');
      await typeInto('Password', 'wrong password');
    },
  },
  {
    name: 'VerifyEmailForm',
    ui: () => <VerifyEmailForm />,
    seed: signedIn,
    submit: 'Verify email',
    serverError: () => typeCode('000000'),
  },
  {
    name: 'ForgotPasswordForm',
    ui: () => <ForgotPasswordForm onViewChange={() => {}} />,
    submit: 'Send reset code',
    // The client has no API key: the form says to pass one.
    serverError: () => typeInto('Email', 'ada@example.com'),
  },
  {
    name: 'ResetPasswordForm',
    ui: () => <ResetPasswordForm email="ada@example.com" onViewChange={() => {}} />,
    apiKey: true,
    submit: 'Reset password',
    serverError: async () => {
      await typeInto('New password', 'a new long password');
      await typeCode('123456');
    },
  },
  {
    name: 'ChangePasswordForm',
    ui: () => <ChangePasswordForm />,
    seed: signedIn,
    submit: 'Change password',
    serverError: async () => {
      await typeInto('Current password', 'not the password');
      await typeInto('New password', 'a new long password');
    },
  },
  {
    name: 'ProfileForm',
    ui: () => <ProfileForm />,
    seed: signedIn,
    submit: 'Save changes',
    // An empty Name is the client error; the loaded profile must be there first.
    ready: async () => {
      await screen.findByDisplayValue(/Test User/);
      await userEvent.clear(screen.getByLabelText('Name'));
    },
    serverError: async (auth) => {
      await typeInto('Name', 'Ada');
      auth.network.setOffline(true);
    },
  },
];

describe.each<Theme>(['light', 'dark'])('axe on every form, %s theme', (theme) => {
  it.each(cases)(
    '$name: initial, after an empty submit, after a server error',
    async (form) => {
      const page = createPage(theme, { clientHasApiKey: form.apiKey ?? false });
      await form.seed?.(page.auth);
      page.show(form.ui(page.auth));
      const submit = await screen.findByRole('button', { name: form.submit });
      await expectNoAxeViolations('initial');

      await form.ready?.();
      await userEvent.click(submit);
      await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
      await expectNoAxeViolations('after an empty submit');

      await form.serverError(page.auth);
      await userEvent.click(screen.getByRole('button', { name: form.submit }));
      await waitFor(() => {
        const alert = screen.getByRole('alert');
        const serverMessage = document.querySelector('[aria-invalid="true"]') && !alert.textContent;
        expect(alert.textContent || serverMessage).toBeTruthy();
      });
      await expectNoAxeViolations('after a server error');
      // Three axe runs over the page and a form filled in: tens of seconds beside a second run.
    },
    60_000,
  );

  it('DeleteAccountForm: the page, the dialog, after a wrong word, after a network failure', async () => {
    const page = createPage(theme);
    await page.auth.signIn();
    page.show(<DeleteAccountForm />);
    await expectNoAxeViolations('initial');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await expectNoAxeViolations('dialog open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await within(dialog).findByText('Type DELETE exactly to confirm.');
    await expectNoAxeViolations('wrong word');
    await userEvent.fill(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    page.auth.network.setOffline(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await within(dialog).findByText(/cannot be reached/);
    await expectNoAxeViolations('network failure');
  }, 60_000);
});
