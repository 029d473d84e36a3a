import { screen, waitFor } from '@testing-library/react';
import { AuthUIProvider } from 'latchkey/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import {
  expectFieldError,
  expectFormError,
  expectSummaryFocused,
  formAlert,
  isolated,
  sent,
  setupUser,
} from '../ui/helpers';
import { codeInput, items, page, requestsOf } from './twins';

// The signed-out forms, drop-in and registry, through the same scenarios: errors on their
// fields with focus where GOV.UK puts it, the service's refusal in the alert, the requests sent
// and where the page goes once done.

afterEach(() => window.history.replaceState(null, '', '/'));

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(items.LoginForm)('LoginForm (%s)', (_twin, LoginForm) => {
  it('two errors: the summary takes focus; one: its field; nothing is sent', async () => {
    const app = createHarness();
    page(app, <LoginForm />);
    app.clearRequests();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    await expectFieldError(email, 'Enter your email address.');
    await expectFieldError(
      screen.getByLabelText('Password', { selector: 'input' }),
      'Enter your password.',
    );
    await expectSummaryFocused();
    await u.type(email, 'not-an-email');
    await u.type(screen.getByLabelText('Password', { selector: 'input' }), 'x');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(expect.stringContaining('like name@example.com'));
    expect(sent(app, 'login')).toEqual([]);
  });

  it('a wrong password: the alert says so and takes focus, every value stays', async () => {
    const app = createHarness();
    const { user } = await app.createUser();
    page(app, <LoginForm />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectFormError('The email or password is wrong.');
    expect(formAlert()).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('wrong-password');
  });

  it('signed in: one login request, then the checked returnTo of the page URL', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    window.history.replaceState(null, '', '/login?returnTo=%2Fdashboard');
    const navigate = page(app, <LoginForm redirectTo="/account" />);
    app.clearRequests();
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password', { selector: 'input' }), password);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls).toEqual([['/dashboard']]);
    expect(sent(app, 'POST /users/login')).toHaveLength(1);
  });

  it('a returnTo prop rides on its links', async () => {
    const app = createHarness();
    app.renderApp(
      <AuthUIProvider navigate={vi.fn()} viewHrefs={{ signup: '/signup' }}>
        <LoginForm returnTo="/pricing" />
      </AuthUIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Fpricing',
    );
  });

  it("links carry the page's returnTo to sign-up and forgot password", async () => {
    const app = createHarness();
    window.history.replaceState(null, '', '/login?returnTo=%2Fdashboard');
    app.renderApp(
      <AuthUIProvider
        navigate={vi.fn()}
        viewHrefs={{ signup: '/signup', 'forgot-password': '/forgot' }}
      >
        <LoginForm />
      </AuthUIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Fdashboard',
    );
    expect(screen.getByRole('link', { name: /Forgot/ })).toHaveAttribute(
      'href',
      '/forgot?returnTo=%2Fdashboard',
    );
  });
});

describe.each(items.SignupForm)('SignupForm (%s)', (_twin, SignupForm) => {
  it('three errors on their fields, the summary focused, nothing sent', async () => {
    const app = createHarness();
    page(app, <SignupForm />);
    app.clearRequests();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await expectFieldError(screen.getByLabelText('Name'), 'Enter your name.');
    await expectFieldError(screen.getByLabelText('Email'), 'Enter your email address.');
    await expectFieldError(
      screen.getByLabelText('Password', { selector: 'input' }),
      'Choose a password.',
    );
    await expectSummaryFocused();
    expect(requestsOf(app)).toEqual([]);
  });

  it('creates the account, says how strong the password is, and calls onSuccess with the user', async () => {
    const app = createHarness();
    const onSuccess = vi.fn();
    page(app, <SignupForm onSuccess={onSuccess} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await u.type(screen.getByLabelText('Email'), 'ada@example.test');
    await u.type(screen.getByLabelText('Password', { selector: 'input' }), 'analytical');
    expect(await screen.findByText(/^Password strength/)).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({
      user: expect.objectContaining({ email: 'ada@example.test' }),
    });
    expect(sent(app, 'POST /users/signup')).toHaveLength(1);
  });
});

describe.each(items.SignupForm)('SignupForm (%s), as the app asks', (_twin, SignupForm) => {
  it('shows optional and custom fields with their autocomplete, sends them, and carries a returnTo prop', async () => {
    const app = createHarness();
    const onSuccess = vi.fn();
    app.renderApp(
      <AuthUIProvider navigate={vi.fn()} viewHrefs={{ login: '/login' }}>
        <SignupForm
          optionalFields={['username', 'phone']}
          customFields={[{ name: 'company', label: 'Company', autoComplete: 'organization' }]}
          returnTo="/pricing"
          onSuccess={onSuccess}
        />
      </AuthUIProvider>,
    );
    expect(
      screen.getAllByRole('textbox').map((input) => input.getAttribute('autocomplete')),
    ).toEqual(['name', 'email', 'username', 'tel', 'organization']);
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fpricing',
    );
    const u = setupUser();
    await u.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await u.type(screen.getByLabelText('Email'), 'ada@example.test');
    await u.type(screen.getByLabelText('Password', { selector: 'input' }), 'analytical');
    await u.type(screen.getByLabelText('Username'), 'ada');
    await u.type(screen.getByLabelText('Company'), 'Analytical Engines');
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(
      await app.service.store.getUser('test-app', { email: 'ada@example.test' }),
    ).toMatchObject({ username: 'ada' });
  });
});

describe.each(items.VerifyEmailForm)('VerifyEmailForm (%s)', (_twin, VerifyEmailForm) => {
  async function withCode(app: ReturnType<typeof createHarness>) {
    const { user } = await app.createUser();
    await app.createClient().requestEmailVerificationOTP({ userId: user.id, email: user.email });
    return { user, code: app.mailbox.latestOtp(user.email, 'verify-email') };
  }

  it('a wrong code: its message on the field, which keeps focus; the alert stays empty', async () => {
    const app = createHarness();
    const { user, code } = await withCode(app);
    page(app, <VerifyEmailForm email={user.email} userId={user.id} />);
    app.clearRequests();
    const u = setupUser();
    await u.click(await codeInput());
    await u.paste(wrongCode(code));
    await expectFieldError(await codeInput(), 'That code is wrong or no longer valid.');
    expect(await codeInput()).toHaveFocus();
    // Nothing but the field's message is said (the form's alert stays empty).
    const said = screen.getAllByRole('alert').flatMap((alert) => alert.textContent || []);
    for (const words of said) expect(words).toMatch(/^That code is wrong or no longer valid\./);
    expect(sent(app, 'POST /users/verify-email')).toHaveLength(1);
  });

  it('a pasted complete code submits itself once, sends no code, and calls onSuccess', async () => {
    const app = createHarness();
    const { user, code } = await withCode(app);
    const onSuccess = vi.fn();
    page(app, <VerifyEmailForm email={user.email} userId={user.id} onSuccess={onSuccess} />);
    expect(
      screen.getByText(`Enter the 6-digit code we sent to ${isolated(user.email)}.`),
    ).toBeVisible();
    app.clearRequests();
    const u = setupUser();
    await u.click(await codeInput());
    await u.paste(code);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(requestsOf(app)).toEqual(['POST /users/verify-email']);
  });
});

describe.each(items.ForgotPasswordForm)('ForgotPasswordForm (%s)', (_twin, ForgotPasswordForm) => {
  it('an empty email on its field, focused; an address sends the code and calls onSuccess', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user } = await app.createUser();
    const onSuccess = vi.fn();
    page(app, <ForgotPasswordForm onSuccess={onSuccess} />);
    const u = setupUser();
    const email = screen.getByLabelText('Email');
    await u.click(screen.getByRole('button', { name: 'Send reset code' }));
    await expectFieldError(email, 'Enter your email address.');
    await waitFor(() => expect(email).toHaveFocus());
    await u.type(email, user.email);
    await u.click(screen.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ email: user.email }));
    expect(app.mailbox.latestOtp(user.email, 'reset-password')).toMatch(/^\d{6}$/);
  });
});

describe.each(items.ResetPasswordForm)('ResetPasswordForm (%s)', (_twin, ResetPasswordForm) => {
  it('a complete code does not submit (the new password comes after it); then it resets', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user } = await app.createUser();
    await app.client.requestResetUserPasswordOTP({ email: user.email });
    const code = app.mailbox.latestOtp(user.email, 'reset-password');
    const onSuccess = vi.fn();
    page(app, <ResetPasswordForm email={user.email} onSuccess={onSuccess} />);
    expect(document.querySelector('input[name="username"]')).toHaveValue(user.email);
    app.clearRequests();
    const u = setupUser();
    await u.click(await codeInput());
    await u.paste(code);
    await app.settled();
    expect(requestsOf(app)).toEqual([]);
    // Not submitted: the empty new password is not called out yet.
    expect(screen.getByLabelText('New password', { selector: 'input' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await u.type(screen.getByLabelText('New password', { selector: 'input' }), 'brand-new-pass');
    await u.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ email: user.email }));
    await expect(
      app.createClient().loginUser({ email: user.email, password: 'brand-new-pass' }),
    ).resolves.toMatchObject({ user: { email: user.email } });
  });
});
