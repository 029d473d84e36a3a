import { screen, waitFor } from '@testing-library/react';
import { LoginForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import {
  autocompleteOf,
  createClockedHarness,
  expectFieldError,
  expectFormError,
  expectSummaryFocused,
  formAlert,
  nearWindowEnd,
  sent,
  setupUser,
  waitForEnabled,
} from './helpers';

const wrongCredentials = 'The email or password is wrong.';

describe('LoginForm', () => {
  it('signs in with valid credentials and calls onSuccess with the answer', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const onSuccess = vi.fn();
    app.renderApp(<LoginForm onSuccess={onSuccess} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), password);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess.mock.calls[0]?.[0].user.email).toBe(user.email);
    expect(app.client.getSession().status).toBe('authenticated');
  });

  it('shows client errors on the fields, sends nothing, and focuses the summary (two errors) or the field (one)', async () => {
    const app = createHarness();
    app.renderApp(<LoginForm />);
    app.clearRequests();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    await expectFieldError(email, 'Enter your email address.');
    // Two errors: focus goes to the error summary (one: to the field, below).
    await expectSummaryFocused();
    await expectFieldError(screen.getByLabelText('Password'), 'Enter your password.');
    await u.type(email, 'not-an-email');
    await u.type(screen.getByLabelText('Password'), 'x');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Enter a valid email address, like name@example.com.',
      ),
    );
    expect(email).toHaveFocus();
    expect(email).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(sent(app, 'login')).toEqual([]);
  });

  it('says the same for a wrong password and an unknown email, keeps the values, focuses the alert', async () => {
    const app = createHarness();
    const { user } = await app.createUser();
    const onError = vi.fn();
    app.renderApp(<LoginForm onError={onError} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), 'wrong-password');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectFormError(wrongCredentials);
    expect(formAlert()).toHaveFocus();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'invalid_credentials' }));
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');

    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'nobody@example.test');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(formAlert()).toHaveTextContent(wrongCredentials);
    expect(sent(app, 'POST /users/login')).toHaveLength(2);
  });

  it('counts down in the disabled submit after the 11th failure, then signs in', async () => {
    const app = createClockedHarness();
    const { user, password } = await app.createUser();
    const openedAt = app.clock.now();
    const other = app.createClient();
    for (let i = 0; i < 10; i++) {
      await other.loginUser({ email: user.email, password: 'wrong-password' }).catch(() => {});
    }
    nearWindowEnd(app, openedAt);
    app.renderApp(<LoginForm />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), password);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectFormError('Too many attempts.');
    const waiting = screen.getByRole('button', { name: /Try again in \d+ seconds?/ });
    expect(waiting).toBeDisabled();
    expect(formAlert()).toHaveFocus();
    await waitForEnabled('Sign in');
    app.clock.advance(2000);
    expect(screen.getByLabelText('Password')).toHaveValue(password);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.client.getSession().status).toBe('authenticated'));
  }, 40_000);

  it('says the service cannot be reached when offline, keeps the values, and retries', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const onSuccess = vi.fn();
    app.renderApp(<LoginForm onSuccess={onSuccess} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), password);
    app.network.setOffline(true);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectFormError('The service cannot be reached.');
    expect(formAlert()).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    expect(screen.getByLabelText('Password')).toHaveValue(password);
    app.network.setOffline(false);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(formAlert()).toBeEmptyDOMElement();
  });

  it('gives password managers their autocomplete tokens and links its neighbours', async () => {
    const app = createHarness();
    const onViewChange = vi.fn();
    app.renderApp(<LoginForm onViewChange={onViewChange} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeInTheDocument();
    expect(autocompleteOf('Email')).toBe('email');
    expect(autocompleteOf('Password')).toBe('current-password');
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await u.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(onViewChange.mock.calls).toEqual([['forgot-password'], ['signup']]);
  });

  it('shows no links without onViewChange', () => {
    const app = createHarness();
    app.renderApp(<LoginForm />);
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('takes defaultValues, headingLevel, className and classNames', () => {
    const app = createHarness();
    app.renderApp(
      <LoginForm
        defaultValues={{ email: 'ada@example.test' }}
        headingLevel={1}
        className="my-form"
        classNames={{ submit: 'my-submit', input: 'my-input' }}
      />,
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    const heading = screen.getByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveClass('lk-form', 'my-form');
    expect(heading).toHaveClass('lk-heading');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('lk-submit', 'my-submit');
    expect(screen.getByLabelText('Password')).toHaveClass('lk-input', 'my-input');
  });

  it('shows and hides the password with a named toggle', async () => {
    const app = createHarness();
    app.renderApp(<LoginForm />);
    const u = setupUser();
    const password = screen.getByLabelText('Password');
    await u.type(password, 'secret-1');
    expect(password).toHaveAttribute('type', 'password');
    await u.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await u.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('secret-1');
  });

  it('a double click while the request is in flight signs in once', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const login = app.network.hold('/users/login');
    app.clearRequests();
    const onSuccess = vi.fn();
    app.renderApp(<LoginForm onSuccess={onSuccess} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), password);
    await u.dblClick(screen.getByRole('button', { name: 'Sign in' }));
    await login.reached();
    login.release();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(app.requests.filter((r) => r === 'POST /users/login')).toHaveLength(1);
  });
});
