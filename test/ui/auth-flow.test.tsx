import { act, screen, waitFor } from '@testing-library/react';
import { AuthFlow, type AuthView } from 'latchkey/ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { firstOtpBox, isolated, loadedOtpBox, setupUser } from './helpers';

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('AuthFlow', () => {
  it('signup sends the code, shows verify-email, and a verified email calls onSignedIn', async () => {
    const app = createHarness();
    const onSignedIn = vi.fn();
    const onViewChange = vi.fn();
    app.renderApp(
      <AuthFlow defaultView="signup" onSignedIn={onSignedIn} onViewChange={onViewChange} />,
    );
    const u = setupUser();
    // The first view does not take focus: a page should not grab it on load.
    await heading('Create an account');
    expect(document.body).toHaveFocus();
    await u.type(screen.getByLabelText('Name'), 'Ada');
    await u.type(screen.getByLabelText('Email'), 'flow@example.test');
    await u.type(screen.getByLabelText('Password'), 'password-1');
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await heading('Verify your email');
    expect(onViewChange).toHaveBeenLastCalledWith('verify-email');
    // The new view takes focus: its first empty field, the code's first box.
    await waitFor(() => expect(firstOtpBox()).toHaveFocus());
    // A code was just sent: Resend waits its cooldown.
    expect(screen.getByRole('button', { name: /^Resend code in \d+ seconds?$/ })).toBeDisabled();
    expect(screen.getByText(/we sent to \u2068flow@example\.test\u2069/)).toBeVisible();
    await waitFor(() => expect(app.mailbox.messages('flow@example.test')).toHaveLength(1));
    expect(onSignedIn).not.toHaveBeenCalled();
    await u.click(await loadedOtpBox());
    await u.paste(app.mailbox.latestOtp('flow@example.test', 'verify-email'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ email: 'flow@example.test' });
  });

  it('links login ↔ signup, and a login calls onSignedIn with the user', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const onSignedIn = vi.fn();
    app.renderApp(<AuthFlow onSignedIn={onSignedIn} />);
    const u = setupUser();
    await heading('Sign in');
    await u.click(screen.getByRole('button', { name: 'Create an account' }));
    await heading('Create an account');
    await u.click(screen.getByRole('button', { name: 'Sign in instead' }));
    await heading('Sign in');
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), password);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ id: user.id, email: user.email });
  });

  it('login → forgot → reset (email carried) → login with a confirmation', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user } = await app.createUser();
    const onSignedIn = vi.fn();
    const { container } = app.renderApp(<AuthFlow onSignedIn={onSignedIn} />);
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await heading('Forgot your password?');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.click(screen.getByRole('button', { name: 'Send reset code' }));
    await heading('Reset your password');
    expect(
      screen.getByText(
        `Enter the code we sent to ${isolated(user.email)} and choose a new password.`,
      ),
    ).toBeVisible();
    expect(container.querySelector('input[name="username"]')).toHaveValue(user.email);
    expect(screen.getByRole('button', { name: /^Resend code in \d+ seconds?$/ })).toBeDisabled();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await u.click(await loadedOtpBox());
    await u.paste(app.mailbox.latestOtp(user.email, 'reset-password'));
    // The code comes before the new password: a complete code does not submit here.
    await u.click(screen.getByRole('button', { name: 'Reset password' }));
    await heading('Sign in');
    expect(
      screen.getByText('Your password was reset. Sign in with your new password.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    // Email is filled in: focus goes to the first empty field, Password.
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    await u.type(screen.getByLabelText('Password'), 'brand-new-pass');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it('Back to sign in leaves forgot and reset', async () => {
    const app = createHarness({ clientHasApiKey: true });
    app.renderApp(<AuthFlow defaultView="reset-password" />);
    const u = setupUser();
    await heading('Reset your password');
    await u.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await heading('Sign in');
    await u.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await u.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    await heading('Sign in');
  });

  it('follows a controlled view and only asks to change it', async () => {
    const app = createHarness();
    const onViewChange = vi.fn();
    app.renderApp(<AuthFlow view="signup" onViewChange={onViewChange} />);
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(onViewChange).toHaveBeenCalledWith('login');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  });

  it('moves when the controlling parent follows onViewChange', async () => {
    function Parent() {
      const [view, setView] = useState<AuthView>('login');
      return (
        <>
          <p>route: {view}</p>
          <AuthFlow view={view} onViewChange={setView} />
        </>
      );
    }
    const app = createHarness();
    app.renderApp(<Parent />);
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Create an account' }));
    await heading('Create an account');
    expect(screen.getByText('route: signup')).toBeVisible();
  });

  it("shows the app's notice over sign-in and takes focus: the user was sent here", async () => {
    const app = createHarness();
    app.renderApp(<AuthFlow notice="Your account was deleted." />);
    await heading('Sign in');
    // In the status line, a live region already there: screen readers announce it.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your account was deleted.'),
    );
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Create an account' }));
    await heading('Create an account');
    expect(screen.queryByText('Your account was deleted.')).not.toBeInTheDocument();
  });

  it('never takes focus from a form the user is already in', async () => {
    let setNotice: (notice: string) => void = () => {};
    function Parent() {
      const [notice, set] = useState<string | undefined>();
      setNotice = set;
      return <AuthFlow view="login" notice={notice} />;
    }
    const app = createHarness();
    app.renderApp(<Parent />);
    const u = setupUser();
    await u.click(await screen.findByLabelText('Password'));
    act(() => setNotice('Your password was changed.'));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your password was changed.'),
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});
