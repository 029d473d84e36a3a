import { screen, waitFor } from '@testing-library/react';
import { SignupForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createHarness } from '../react/harness';
import {
  autocompleteOf,
  expectFieldError,
  expectFormError,
  expectSummaryFocused,
  formAlert,
  sent,
  setupUser,
} from './helpers';

type User = ReturnType<typeof setupUser>;

async function fillSignup(u: User, values: { name?: string; email?: string; password?: string }) {
  if (values.name) await u.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await u.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await u.type(screen.getByLabelText('Password'), values.password);
}

const submit = (u: User) => u.click(screen.getByRole('button', { name: 'Create account' }));

const stored = (app: ReturnType<typeof createHarness>, email: string) =>
  app.service.store.getUser('test-app', { email });

describe('SignupForm', () => {
  it('creates the account and calls onSuccess with {user}', async () => {
    const app = createHarness();
    const onSuccess = vi.fn();
    app.renderApp(<SignupForm onSuccess={onSuccess} />);
    const u = setupUser();
    await fillSignup(u, {
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      password: 'analytical',
    });
    await submit(u);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({
      user: expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.test' }),
    });
    expect(await stored(app, 'ada@example.test')).toMatchObject({ name: 'Ada Lovelace' });
    expect(app.client.getSession().status).toBe('authenticated');
  });

  it('shows each client error on its field, sends nothing, and focuses the first', async () => {
    const app = createHarness();
    app.renderApp(<SignupForm />);
    app.clearRequests();
    const u = setupUser();
    await submit(u);
    const name = screen.getByLabelText('Name');
    await expectFieldError(name, 'Enter your name.');
    await expectSummaryFocused();
    await expectFieldError(screen.getByLabelText('Email'), 'Enter your email address.');
    await expectFieldError(screen.getByLabelText('Password'), 'Choose a password.');

    await fillSignup(u, { name: 'Ada', email: 'ada@', password: 'short' });
    await submit(u);
    const email = screen.getByLabelText('Email');
    await expectFieldError(email, 'Enter a valid email address');
    await expectSummaryFocused();
    await expectFieldError(screen.getByLabelText('Password'), 'Use at least 8 characters.');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveValue('short');
    expect(sent(app, 'signup')).toEqual([]);
  });

  it('puts a taken email on Email and keeps what was typed', async () => {
    const app = createHarness();
    const { user } = await app.createUser();
    const onError = vi.fn();
    app.renderApp(<SignupForm onError={onError} />);
    const u = setupUser();
    await fillSignup(u, { name: 'Twin', email: user.email, password: 'password-1' });
    await submit(u);
    const email = screen.getByLabelText('Email');
    await expectFieldError(email, 'An account with this email already exists.');
    expect(email).toHaveFocus();
    expect(email).toHaveValue(user.email);
    expect(screen.getByLabelText('Name')).toHaveValue('Twin');
    expect(screen.getByLabelText('Password')).toHaveValue('password-1');
    expect(formAlert()).toBeEmptyDOMElement();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }));
  });

  it('puts a taken username on Username', async () => {
    const app = createHarness();
    await app.createUser({ username: 'ada' });
    app.renderApp(<SignupForm optionalFields={['username']} />);
    const u = setupUser();
    await fillSignup(u, { name: 'Ada', email: 'ada2@example.test', password: 'password-1' });
    await u.type(screen.getByLabelText('Username'), 'ada');
    await submit(u);
    const username = screen.getByLabelText('Username');
    await expectFieldError(username, 'This username is taken. Choose another.');
    expect(username).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it("checks the service's length rule itself: the limit in the form's words, nothing sent", async () => {
    const app = createHarness();
    app.renderApp(<SignupForm />);
    const u = setupUser();
    const longName = 'N'.repeat(201);
    await u.click(screen.getByLabelText('Name'));
    await u.paste(longName);
    await fillSignup(u, { email: 'long@example.test', password: 'password-1' });
    await submit(u);
    const name = screen.getByLabelText('Name');
    // The shared rule's limit (field-rules.ts), as the service would refuse it.
    await expectFieldError(name, 'Use at most 200 characters.');
    expect(name).toHaveFocus();
    expect(name).toHaveValue(longName);
    expect(sent(app, 'POST /users/signup')).toEqual([]);
  });

  it("shows the service's validation_failed on the field the client let through, by its code", async () => {
    const app = createHarness();
    app.renderApp(<SignupForm />);
    const u = setupUser();
    // One of the most common passwords: only the service knows its list.
    await fillSignup(u, { name: 'Ada', email: 'common@example.test', password: 'password1' });
    await submit(u);
    const password = screen.getByLabelText('Password');
    await expectFieldError(password, 'This password is too common.');
    expect(password).toHaveFocus();
    expect(sent(app, 'POST /users/signup')).toHaveLength(1);
  });

  it('says the service cannot be reached when offline, and a second submit creates the account', async () => {
    const app = createHarness();
    const onSuccess = vi.fn();
    app.renderApp(<SignupForm onSuccess={onSuccess} />);
    const u = setupUser();
    await fillSignup(u, { name: 'Ada', email: 'offline@example.test', password: 'password-1' });
    app.network.setOffline(true);
    await submit(u);
    await expectFormError('The service cannot be reached.');
    expect(formAlert()).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('offline@example.test');
    app.network.setOffline(false);
    await submit(u);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it('asks for opt-in fields with their autocomplete, and stores them', async () => {
    const app = createHarness();
    app.renderApp(<SignupForm optionalFields={['username', 'phone', 'address', 'avatarUrl']} />);
    expect(autocompleteOf('Name')).toBe('name');
    expect(autocompleteOf('Email')).toBe('email');
    expect(autocompleteOf('Password')).toBe('new-password');
    expect(autocompleteOf('Username')).toBe('username');
    expect(autocompleteOf('Phone')).toBe('tel');
    expect(autocompleteOf('Address')).toBe('street-address');
    expect(autocompleteOf('Avatar URL')).toBe('url');
    const u = setupUser();
    await fillSignup(u, { name: 'Ada', email: 'opt@example.test', password: 'password-1' });
    await u.type(screen.getByLabelText('Phone'), '+44 20 7946 0000');
    await u.type(screen.getByLabelText('Avatar URL'), 'not a url');
    await submit(u);
    await expectFieldError(screen.getByLabelText('Avatar URL'), 'Enter a full web address');
    expect(sent(app, 'signup')).toEqual([]);
    await u.clear(screen.getByLabelText('Avatar URL'));
    await u.type(screen.getByLabelText('Avatar URL'), 'https://example.test/ada.png');
    await submit(u);
    await waitFor(async () =>
      expect(await stored(app, 'opt@example.test')).toMatchObject({
        phone: '+44 20 7946 0000',
        avatarUrl: 'https://example.test/ada.png',
        username: null,
        address: null,
      }),
    );
  });

  it('sends custom fields through extra and shows their own schema messages', async () => {
    const app = createHarness();
    const onSuccess = vi.fn();
    app.renderApp(
      <SignupForm
        onSuccess={onSuccess}
        customFields={[
          {
            name: 'company',
            label: 'Company',
            autoComplete: 'organization',
            schema: z.string().check(z.minLength(1, 'Tell us where you work.')),
          },
          { name: 'referral', label: 'Referral code', description: 'If a friend sent you.' },
        ]}
      />,
    );
    expect(autocompleteOf('Company')).toBe('organization');
    expect(screen.getByLabelText('Referral code')).toHaveAccessibleDescription(
      'If a friend sent you.',
    );
    const u = setupUser();
    await fillSignup(u, { name: 'Ada', email: 'custom@example.test', password: 'password-1' });
    await submit(u);
    const company = screen.getByLabelText('Company');
    await expectFieldError(company, 'Tell us where you work.');
    expect(company).toHaveFocus();
    expect(sent(app, 'signup')).toEqual([]);
    await u.type(company, 'Analytical Engines Ltd');
    await submit(u);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess.mock.calls[0]?.[0].user).toMatchObject({ company: 'Analytical Engines Ltd' });
    expect(onSuccess.mock.calls[0]?.[0].user).not.toHaveProperty('referral');
    const record = await stored(app, 'custom@example.test');
    expect(record?.extra).toEqual({ company: 'Analytical Engines Ltd' });
  });

  it('links to sign in when given onViewChange', async () => {
    const app = createHarness();
    const onViewChange = vi.fn();
    app.renderApp(<SignupForm onViewChange={onViewChange} />);
    await setupUser().click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(onViewChange).toHaveBeenCalledWith('login');
  });
});
