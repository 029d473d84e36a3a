import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequireAuth, SignedIn, SignedOut } from 'latchkey/react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { signInAda } from './support/auth-story';
import { service } from './support/play';

/** The gates of latchkey/react: what renders for whom. */
function Gates({ onUnauthenticated }: { onUnauthenticated: () => void }) {
  return (
    <div>
      <SignedIn>
        <p>Shown to a signed-in user (SignedIn).</p>
      </SignedIn>
      <SignedOut>
        <p>Shown when nobody is signed in (SignedOut).</p>
      </SignedOut>
      <RequireAuth
        fallback={<p>RequireAuth fallback: checking, or signed out.</p>}
        onUnauthenticated={onUnauthenticated}
      >
        <p>RequireAuth content: the dashboard.</p>
      </RequireAuth>
    </div>
  );
}

const meta = {
  title: 'React/Gates',
  component: Gates,
  args: { onUnauthenticated: fn() },
} satisfies Meta<typeof Gates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed in: SignedOut and RequireAuth's fallback; `onUnauthenticated` runs. */
export const SignedOutUser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/\(SignedOut\)/)).toBeVisible();
    await expect(canvas.getByText(/RequireAuth fallback/)).toBeVisible();
    await waitFor(() => expect(args.onUnauthenticated).toHaveBeenCalledTimes(1));
  },
};

/** Ada signed in: SignedIn and RequireAuth's content. */
export const SignedInUser: Story = {
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/\(SignedIn\)/)).toBeVisible();
    await expect(canvas.getByText(/RequireAuth content/)).toBeVisible();
    await expect(canvas.queryByText(/\(SignedOut\)/)).toBeNull();
    await expect(args.onUnauthenticated).not.toHaveBeenCalled();
  },
};
