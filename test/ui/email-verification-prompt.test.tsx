import { screen, waitFor } from '@testing-library/react';
import { EmailVerificationPrompt } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFieldError, firstOtpBox, isolated, loadedOtpBox, setupUser } from './helpers';

// EmailVerificationPrompt against the in-process reference service: only for a signed-in user
// whose emailVerified is false; Send code, the code field in place, then "Email verified".

type App = ReturnType<typeof createHarness>;

async function signedIn(app: App, verified: boolean) {
  const { user, password } = await app.createUser({ email: 'ada@example.com', verified });
  await app.signIn({ email: user.email, password });
  return user;
}

const notice = () => screen.getByText('Verify your email address').closest('[role="status"]');

describe('EmailVerificationPrompt', () => {
  it('a notice (status, not alert); Send code opens the code field; verified, it says so and the rest goes', async () => {
    const app = createHarness();
    const user = await signedIn(app, false);
    const onVerified = vi.fn();
    app.renderApp(<EmailVerificationPrompt onVerified={onVerified} />);
    expect(await screen.findByText('Verify your email address')).toBeVisible();
    expect(notice()).toHaveTextContent(
      `We will send a 6-digit code to ${isolated('ada@example.com')}.`,
    );
    expect(screen.queryByRole('alert', { name: /Verify/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(app.mailbox.messages(user.email)).toHaveLength(1));
    await waitFor(() => expect(firstOtpBox()).toHaveFocus());
    await u.paste(app.mailbox.latestOtp(user.email, 'verify-email'));

    const done = await screen.findByText('Email verified');
    expect(done).toHaveAttribute('role', 'status');
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Verify email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    expect(onVerified).toHaveBeenCalledWith(user.email);
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      emailVerified: true,
    });
  });

  it('a wrong code on the field; Cancel goes back to the notice, focus on Send code', async () => {
    const app = createHarness();
    const user = await signedIn(app, false);
    app.renderApp(<EmailVerificationPrompt />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(app.mailbox.messages(user.email)).toHaveLength(1));
    const code = app.mailbox.latestOtp(user.email, 'verify-email');
    await u.click(await loadedOtpBox());
    await u.paste(code === '000000' ? '111111' : '000000');
    await expectFieldError(firstOtpBox(), 'That code is wrong or no longer valid.');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toHaveFocus());
    expect(screen.getByText('Verify your email address')).toBeVisible();
  });

  it('onDismiss adds "Not now", which closes it', async () => {
    const app = createHarness();
    await signedIn(app, false);
    const onDismiss = vi.fn();
    app.renderApp(<EmailVerificationPrompt onDismiss={onDismiss} />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.queryByText('Verify your email address')).toBeNull();
  });

  it('nothing for a verified user, a visitor, or a service that does not send emailVerified', async () => {
    const verified = createHarness();
    await signedIn(verified, true);
    const first = verified.renderApp(<EmailVerificationPrompt onDismiss={() => {}} />);
    await verified.settled();
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();

    const visitor = createHarness();
    const second = visitor.renderApp(<EmailVerificationPrompt />);
    await visitor.settled();
    expect(second.container).toBeEmptyDOMElement();
    second.unmount();

    const silent = createHarness();
    const user = await signedIn(silent, false);
    const { emailVerified: _, ...withoutFlag } = user;
    const third = silent.renderApp(<EmailVerificationPrompt />, {
      client: silent.createClient(),
      initialSession: { authenticated: true, user: withoutFlag },
    });
    await silent.settled();
    expect(third.container).toBeEmptyDOMElement();
  });
});
