import { screen, waitFor, within } from '@testing-library/react';
import { EmailSettings, EmailVerificationPrompt } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { focusedFirstDigit, paste, showEmailPage } from './email-page';

// Every step of verifying and changing an address in real Chromium, against the in-browser
// reference service, codes read from its mailbox.

const badge = () =>
  screen.getByRole('region', { name: 'Email' }).querySelector('[data-slot="badge"]');

describe('EmailSettings in Chromium', () => {
  it('verifies the address in place: Send verification code, the typed code, "Verified"', async () => {
    const page = await showEmailPage(<EmailSettings />);
    await waitFor(() => expect(badge()).toHaveTextContent('Not verified'));
    await userEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    const first = await focusedFirstDigit();
    await waitFor(() => expect(page.auth.mailbox.messages(page.user.email)).toHaveLength(1));
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    // Typed digit by digit (a complete code submits).
    await userEvent.keyboard(page.auth.mailbox.latestOtp(page.user.email, 'verify-email'));
    await waitFor(() => expect(badge()).toHaveTextContent('Verified'));
    await waitFor(() => expect(screen.getByText('Your email is verified.')).toHaveFocus());
    // The session's next check agrees: the badge stays.
    await page.auth.settled();
    expect(badge()).toHaveTextContent('Verified');
  });

  it('changes the address: each step, from the form to the new address verified', async () => {
    const page = await showEmailPage(<EmailSettings />, { verified: true });
    expect(await screen.findByText('Verified')).toBeVisible();

    // 1. Change email opens the form in place, focus on New email.
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    const newEmail = screen.getByLabelText('New email');
    await waitFor(() => expect(newEmail).toHaveFocus());
    const current = screen.getByLabelText('Current password', { selector: 'input' });
    expect(current).toHaveAttribute('autocomplete', 'current-password');

    // 2. A wrong password: said on Current password, what was typed kept.
    await userEvent.fill(newEmail, 'ada@new.example');
    await userEvent.fill(current, 'not-the-password');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription(
      expect.stringContaining('The current password is wrong.'),
    );
    expect(newEmail).toHaveValue('ada@new.example');

    // 3. The right password: saved; a code to the new address; the code field in place.
    await userEvent.fill(current, page.password);
    await userEvent.click(screen.getByRole('button', { name: 'Save new email' }));
    const first = await focusedFirstDigit();
    await waitFor(() => expect(page.auth.mailbox.messages('ada@new.example')).toHaveLength(1));
    expect(
      screen.getByText(
        // Each address bidi-isolated (U+2068 … U+2069), as every value in a sentence.
        'Enter the 6-digit code we sent to \u2068ada@new.example\u2069. You now sign in with this address, not \u2068ada@example.com\u2069.',
      ),
    ).toBeVisible();
    expect(badge()).toHaveTextContent('Not verified');
    expect(page.auth.client.getSession().user?.email).toBe('ada@new.example');

    // 4. The old address no longer signs in.
    await expect(
      page.auth.createClient().loginUser({ email: 'ada@example.com', password: page.password }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });

    // 5. A wrong code first, then the right one pasted: "Verified".
    const code = page.auth.mailbox.latestOtp('ada@new.example', 'verify-email');
    paste(first, code === '000000' ? '111111' : '000000');
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(first);
    paste(first, code);
    await waitFor(() => expect(badge()).toHaveTextContent('Verified'));
    expect(
      within(screen.getByRole('region', { name: 'Email' })).getByText('ada@new.example'),
    ).toBeVisible();
    expect(
      await page.auth.service.store.getUser('test-app', { email: 'ada@new.example' }),
    ).toMatchObject({ emailVerified: true });
  });
});

describe('EmailVerificationPrompt in Chromium', () => {
  it('Send code, the code, "Email verified", and the rest is gone', async () => {
    const onVerified = vi.fn();
    const page = await showEmailPage(<EmailVerificationPrompt onVerified={onVerified} />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Verify your email address');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await focusedFirstDigit();
    await waitFor(() => expect(page.auth.mailbox.messages(page.user.email)).toHaveLength(1));
    await userEvent.keyboard(page.auth.mailbox.latestOtp(page.user.email, 'verify-email'));
    await waitFor(() => expect(screen.getByText('Email verified')).toHaveFocus());
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onVerified).toHaveBeenCalledWith(page.user.email);
  });

  it('"Not now" with onDismiss; nothing for a verified user', async () => {
    const onDismiss = vi.fn();
    const page = await showEmailPage(<EmailVerificationPrompt onDismiss={onDismiss} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.queryByText('Verify your email address')).toBeNull();
    page.view.unmount();

    const verified = await showEmailPage(<EmailVerificationPrompt />, {
      verified: true,
      email: 'grace@example.com',
    });
    await verified.auth.settled();
    expect(document.querySelector('.lk-email-prompt')).toBeNull();
  });
});
