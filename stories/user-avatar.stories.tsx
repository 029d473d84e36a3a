import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserAvatar } from 'latchkey/ui';
import { expect, waitFor, within } from 'storybook/test';
import { signInAda } from './support/auth-story';
import { service } from './support/play';

// Served by the story's own dev server (a loopback http: URL, which the avatar loads).
const origin = globalThis.location?.origin ?? 'http://localhost';
const image = new URL('/stories/support/avatar.svg', origin).href;
const missing = new URL('/stories/support/no-such-avatar.png', origin).href;

const ada = { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' };

/**
 * A user's avatar (Radix `Avatar`): the image at `avatarUrl`, else the initials on the user's own
 * colour. Named by the user's name unless `decorative`.
 */
const meta = {
  title: 'Account/UserAvatar',
  component: UserAvatar,
  args: { user: ada, size: 'lg' },
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image, once it loads. */
export const Image: Story = {
  args: { user: { ...ada, avatarUrl: image } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar.querySelector('img')).not.toBeNull());
  },
};

/** An image that fails to load: the initials stay. */
export const BrokenImage: Story = {
  args: { user: { ...ada, avatarUrl: missing } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar.querySelector('.lk-avatar-initials')).toHaveAttribute(
      'data-initials',
      'AL',
    );
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

/** No image: the initials, each user on a colour of their own, in every size. */
export const Initials: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <UserAvatar user={ada} size="sm" />
      <UserAvatar user={{ id: 'grace', name: 'Grace Hopper', email: 'g@example.com' }} />
      <UserAvatar user={{ id: 'alan', name: 'Alan Turing', email: 'a@example.com' }} size="lg" />
      <UserAvatar user={{ id: 'zoe', name: '', email: 'zoe@example.com' }} size="4rem" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Grace Hopper' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'zoe@example.com' })).toBeVisible();
  },
};

/** No `user`: the signed-in user's avatar. */
export const SignedInUser: Story = {
  args: { user: undefined },
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Ada Lovelace' }),
    ).toBeVisible();
  },
};
