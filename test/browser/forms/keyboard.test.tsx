import { screen, waitFor } from '@testing-library/react';
import { LoginForm, ResetPasswordForm, SignupForm, VerifyEmailForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createPage } from './render-form';

/** Presses Tab until focus leaves the page's controls; the names reached, in order. */
async function tabOrder(count: number) {
  const reached: string[] = [];
  for (let i = 0; i < count; i++) {
    await userEvent.tab();
    const element = document.activeElement as HTMLElement | null;
    reached.push(
      element?.getAttribute('aria-label') ??
        (element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
        element?.textContent ??
        '',
    );
  }
  return reached;
}

describe('forms by keyboard, in Chromium', () => {
  it('Tab reaches every control of the sign-in form, the password toggle included (while empty)', async () => {
    createPage('light').show(<LoginForm onViewChange={() => {}} />);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(await tabOrder(6)).toEqual([
      'Email',
      'Password',
      'Show password',
      'Sign in',
      'Forgot password?',
      'Create an account',
    ]);
  });

  it('the toggle shows and hides the password from the keyboard, and is renamed', async () => {
    createPage('dark').show(<SignupForm />);
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    await userEvent.fill(password, 'secret words');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(password).toHaveAttribute('type', 'text'));
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeVisible();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(password).toHaveAttribute('type', 'password'));
    expect(password).toHaveValue('secret words');
  });

  it('a failed submit moves focus to the error summary (two errors), the one invalid field, or the form error', async () => {
    const page = createPage('light');
    page.show(<LoginForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.fill(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveFocus(),
    );

    await userEvent.fill(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.fill(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');
    await userEvent.keyboard('{Enter}');
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('The email or password is wrong.'));
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.com');
  });
});

describe('the one-time code in Chromium', () => {
  const paste = (target: Element, text: string) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  };

  it('a press on a box focuses and selects it at once, or the first empty box before it', async () => {
    const page = createPage('light');
    await page.auth.signIn();
    page.show(<VerifyEmailForm />);
    // Radix's boxes (a lazy chunk; plain boxes stand in until it is here) are what is pressed.
    await screen.findByRole('group', { name: 'Verification code' });
    const boxes = await screen.findAllByLabelText(/^Digit \d of 6$/);
    const [first, second, third] = boxes as HTMLInputElement[];
    if (!first || !second || !third) throw new Error('six boxes expected');
    await userEvent.click(first);
    await userEvent.keyboard('12');
    await waitFor(() => expect(third).toHaveFocus());
    // The focused box, pressed: selected in the same task (a digit typed next replaces it).
    second.focus();
    second.setSelectionRange(1, 1);
    second.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
    expect(second).toHaveFocus();
    expect([second.selectionStart, second.selectionEnd]).toEqual([0, 1]);
    // A box past the first empty one: the first empty one takes focus.
    boxes[5]?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
    expect(third).toHaveFocus();
  });

  it('a pasted code fills every box and submits the form when complete', async () => {
    const page = createPage('light');
    const user = await page.auth.signIn();
    await page.auth.client.requestEmailVerificationOTP({ userId: user.id, email: user.email });
    const code = page.auth.mailbox.latestOtp(user.email, 'verify-email');
    const onSuccess = vi.fn();
    page.show(<VerifyEmailForm onSuccess={onSuccess} />);
    const first = await screen.findByLabelText('Digit 1 of 6');
    await userEvent.click(first);
    paste(first, ` ${code} `);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const boxes = screen.getAllByLabelText(/^Digit \d of 6$/);
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe(code);
  });

  it('a pasted wrong code is refused on the code field, with Resend code', async () => {
    const page = createPage('light', { clientHasApiKey: true });
    const { user } = await page.auth.createUser();
    await page.auth.client.requestResetUserPasswordOTP({ email: user.email });
    page.show(<ResetPasswordForm email={user.email} />);
    await userEvent.fill(
      await screen.findByLabelText('New password', { selector: 'input' }),
      'a brand new password',
    );
    const first = screen.getByLabelText('Digit 1 of 6');
    await userEvent.click(first);
    const wrong = page.auth.mailbox.latestOtp(user.email) === '000000' ? '111111' : '000000';
    paste(first, wrong);
    // On Reset a complete code waits for the button (the new password may come after it).
    expect(
      screen
        .getAllByLabelText(/^Digit \d of 6$/)
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe(wrong);
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(first).toHaveAccessibleDescription(
        'That code is wrong or no longer valid. Check it, or resend a new one.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});
