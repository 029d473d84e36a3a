import { screen, waitFor } from '@testing-library/react';
import { ForgotPasswordForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import {
  autocompleteOf,
  createClockedHarness,
  expectFieldError,
  expectFormError,
  formAlert,
  nearWindowEnd,
  sent,
  setupUser,
  waitForEnabled,
} from './helpers';

const submitName = 'Send reset code';

describe('ForgotPasswordForm', () => {
  it('sends a reset code and calls onSuccess with {email}', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user } = await app.createUser();
    const onSuccess = vi.fn();
    app.renderApp(<ForgotPasswordForm onSuccess={onSuccess} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ email: user.email }));
    expect(app.mailbox.latestOtp(user.email, 'reset-password')).toMatch(/^\d{6}$/);
  });

  it('answers an unknown address alike, and mails nothing', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const onSuccess = vi.fn();
    app.renderApp(<ForgotPasswordForm onSuccess={onSuccess} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), 'nobody@example.test');
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ email: 'nobody@example.test' }));
    expect(app.mailbox.messages('nobody@example.test')).toEqual([]);
  });

  it('shows an empty or malformed email on the field and sends nothing', async () => {
    const app = createHarness({ clientHasApiKey: true });
    app.renderApp(<ForgotPasswordForm />);
    const u = setupUser();
    const email = screen.getByLabelText('Email');
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(email, 'Enter your email address.');
    expect(email).toHaveFocus();
    await u.type(email, 'ada.example.test');
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(email, 'Enter a valid email address');
    expect(email).toHaveValue('ada.example.test');
    expect(sent(app, 'forgot-password')).toEqual([]);
  });

  it('says to pass apiKey when the client has none, before any request', async () => {
    const app = createHarness();
    const onError = vi.fn();
    app.renderApp(<ForgotPasswordForm onError={onError} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), 'ada@example.test');
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFormError('pass apiKey to AuthProvider');
    expect(formAlert()).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'api_key_required' }));
    expect(sent(app, 'forgot-password')).toEqual([]);
  });

  it('counts down after the 4th request in 15 minutes, then sends again', async () => {
    const app = createClockedHarness({ clientHasApiKey: true });
    const { user } = await app.createUser();
    const openedAt = app.clock.now();
    for (let i = 0; i < 3; i++) await app.client.requestResetUserPasswordOTP({ email: user.email });
    nearWindowEnd(app, openedAt);
    const onSuccess = vi.fn();
    app.renderApp(<ForgotPasswordForm onSuccess={onSuccess} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFormError('Too many attempts.');
    expect(formAlert()).toHaveFocus();
    expect(screen.getByRole('button', { name: /Try again in \d+ seconds?/ })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    await waitForEnabled(submitName);
    app.clock.advance(2000);
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(app.mailbox.messages(user.email)).toHaveLength(4);
  }, 40_000);

  it('says the service cannot be reached when offline, and retries', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const onSuccess = vi.fn();
    app.renderApp(<ForgotPasswordForm onSuccess={onSuccess} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), 'ada@example.test');
    app.network.setOffline(true);
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFormError('The service cannot be reached.');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    app.network.setOffline(false);
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it('has email autocomplete, starts from defaultValues, and links back to sign in', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const onViewChange = vi.fn();
    app.renderApp(
      <ForgotPasswordForm
        defaultValues={{ email: 'ada@example.test' }}
        onViewChange={onViewChange}
      />,
    );
    expect(autocompleteOf('Email')).toBe('email');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    await setupUser().click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onViewChange).toHaveBeenCalledWith('login');
  });
});
