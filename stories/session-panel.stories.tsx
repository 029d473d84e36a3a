import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLogout, useSession } from 'latchkey/react';
import { expect, userEvent, within } from 'storybook/test';
import { signInAda } from './support/auth-story';
import { service } from './support/play';

/** A panel over `useSession()`: status, user, offline, and a sign-out button. */
function SessionPanel() {
  const session = useSession();
  const logout = useLogout();
  return (
    <section aria-label="Session">
      <dl>
        <dt>status</dt>
        <dd data-testid="status">{session.status}</dd>
        <dt>user</dt>
        <dd>{session.user ? `${session.user.name} <${session.user.email}>` : 'none'}</dd>
        <dt>isOffline</dt>
        <dd data-testid="offline">{String(session.isOffline)}</dd>
      </dl>
      <button type="button" onClick={() => session.refetch()}>
        Check again
      </button>
      {session.status === 'authenticated' ? (
        <button type="button" onClick={() => logout.mutate()}>
          Sign out
        </button>
      ) : null}
    </section>
  );
}

const meta = {
  title: 'React/SessionPanel',
  component: SessionPanel,
} satisfies Meta<typeof SessionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed in. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('unauthenticated')).toBeVisible();
  },
};

/** Ada signed in; Sign out ends the session. */
export const SignedIn: Story = {
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ada Lovelace <ada@example.com>')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByText('unauthenticated')).toBeVisible();
  },
};

/**
 * The service cannot be reached: offline is not signed out. (The client knows Ada from her
 * sign-in, so nothing is checked at start: Check again asks the service.)
 */
export const Offline: Story = {
  parameters: {
    auth: service(async (auth) => {
      await signInAda(auth);
      auth.network.setOffline(true);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(await canvas.findByText('true')).toBeVisible();
    await expect(canvas.getByTestId('status')).toHaveTextContent(/^authenticated$/);
  },
};
