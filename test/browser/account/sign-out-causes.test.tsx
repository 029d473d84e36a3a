import { screen, waitFor, within } from '@testing-library/react';
import { RequireAuth } from 'latchkey/react';
import {
  AccountSettings,
  AuthUIProvider,
  EmailVerificationPrompt,
  ProfileForm,
  RedirectToSignIn,
  VerifyEmailForm,
} from 'latchkey/ui';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { endSessionElsewhere } from '../../support/end-session-elsewhere';
import { createPage, expectNoAxeViolations } from '../forms/render-form';

// Issue 33 where users meet it, in Chromium: the account page under the gate RequireAuth's
// JSDoc shows, a password change and a deletion there; the prompt beside a code field; the
// session-ended dialog on a page with ?returnTo=.

afterEach(() => window.history.replaceState(null, '', '/'));

async function protectedAccountPage(page: ReactNode, user: { emailVerified?: boolean } = {}) {
  const browser = createPage('light');
  const { user: ada, password } = await browser.auth.createUser({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    verified: user.emailVerified ?? true,
  });
  await browser.auth.signIn({ email: ada.email, password });
  const navigate = vi.fn<(href: string) => void>();
  browser.show(
    <AuthUIProvider navigate={navigate} viewHrefs={{ login: '/login' }}>
      <RequireAuth fallback={<RedirectToSignIn />}>{page}</RequireAuth>
    </AuthUIProvider>,
  );
  return { ...browser, user: ada, password, navigate };
}

describe('the account page behind RequireAuth, in Chromium', () => {
  it('a password change stays: signed in, the message, no navigation', async () => {
    const page = await protectedAccountPage(<AccountSettings />);
    const row = await screen.findByRole('region', { name: 'Password' });
    await userEvent.click(within(row).getByRole('button', { name: 'Change password' }));
    const form = await within(row).findByRole('form', { name: 'Change password' });
    expect(
      within(form).getByText('Changing it signs you out on your other devices.'),
    ).toBeVisible();
    await userEvent.fill(within(form).getByLabelText('Current password'), page.password);
    await userEvent.fill(
      within(form).getByLabelText('New password', { selector: 'input' }),
      'another good passphrase',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    // The form closes; the row says what happened.
    await waitFor(() =>
      expect(within(row).getByRole('status')).toHaveTextContent(
        'Your password was changed. You were signed out on your other devices.',
      ),
    );
    expect(within(row).queryByRole('form')).toBeNull();
    await page.auth.settled();
    expect(page.navigate).not.toHaveBeenCalled();
    expect(page.auth.client.getSession().status).toBe('authenticated');
    await expectNoAxeViolations('password changed', { wcag22: true });
  });

  it("a deletion follows the page's own navigation once, never /login?returnTo=", async () => {
    window.history.replaceState(null, '', '/account');
    let page: Awaited<ReturnType<typeof protectedAccountPage>> | undefined;
    page = await protectedAccountPage(
      <AccountSettings onAccountDeleted={() => page?.navigate('/goodbye')} />,
    );
    const row = await screen.findByRole('region', { name: 'Delete account' });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.fill(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your account was deleted.');
    await waitFor(() => expect(status).toHaveFocus());
    await page.auth.settled();
    expect(page.navigate.mock.calls).toEqual([['/goodbye']]);
    expect(screen.queryByText('You need to sign in to do this.')).toBeNull();
    await expectNoAxeViolations('account deleted', { wcag22: true });
  });
});

describe('EmailVerificationPrompt beside a code field, in Chromium', () => {
  it('one code field for one address: the prompt waits while VerifyEmailForm is open', async () => {
    await protectedAccountPage(
      <>
        <EmailVerificationPrompt />
        <VerifyEmailForm />
      </>,
      { emailVerified: false },
    );
    await screen.findByRole('button', { name: 'Verify email' });
    expect(screen.queryByText('Verify your email address')).toBeNull();
    expect(screen.getAllByLabelText(/Digit 1 of 6/)).toHaveLength(1);
  });
});

describe('the session-ended dialog, in Chromium', () => {
  it('on a protected page: the page stays, the dialog signs in and saves again, never following ?returnTo=', async () => {
    window.history.replaceState(null, '', '/account?returnTo=%2Fdashboard');
    const page = await protectedAccountPage(<ProfileForm />);
    const name = await screen.findByDisplayValue('Ada Lovelace');
    await userEvent.fill(name, 'Ada King');
    await endSessionElsewhere(page.auth, page.user, page.password, 'changed elsewhere passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.fill(
      within(dialog).getByLabelText('Password', { selector: 'input' }),
      'changed elsewhere passphrase',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your changes were saved.'),
    );
    await page.auth.settled();
    expect(page.navigate).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe(
      '/account?returnTo=%2Fdashboard',
    );
  });
});
