import type { Meta, StoryObj } from '@storybook/react-vite';
import { fill, IdleTimeout } from 'latchkey/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { installFakeClock } from '../test/browser/fixtures/fake-clock';
import { signInAda } from './support/auth-story';
import { dictionaryOf, service } from './support/play';

/**
 * Idle sign-out: `<IdleTimeout after={60_000} warnBefore={20_000} />` over a signed-in page, on
 * a clock the story moves (no story waits 40 real seconds). The warning says the time left when
 * it opens; "Stay signed in" extends the session in every tab; near the end the time is said
 * once more. Chromium runs the two-tab case (test/browser/idle-timeout.test.tsx).
 */
const meta = {
  title: 'Session/IdleTimeout',
  component: IdleTimeout,
  args: { after: 60_000, warnBefore: 20_000 },
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
  beforeEach: () => {
    const clock = installFakeClock();
    (globalThis as { idleClock?: typeof clock }).idleClock = clock;
    return clock.uninstall;
  },
  render: (args) => (
    <main>
      <h1>Records</h1>
      <p>Nothing happens here for a minute.</p>
      <IdleTimeout {...args} />
    </main>
  ),
} satisfies Meta<typeof IdleTimeout>;

export default meta;
type Story = StoryObj<typeof meta>;

const advance = (ms: number) =>
  (globalThis as { idleClock?: { advance: (ms: number) => void } }).idleClock?.advance(ms);

/** Its chunk loaded and its clock started (it renders nothing visible until it warns). */
const watching = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="idle-timeout"]')).toHaveAttribute(
      'data-state',
      'watching',
    ),
  );

/** 40 s without input: the warning, 20 s ahead, with "Stay signed in" focused. */
export const Warning: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const body = within(canvasElement.ownerDocument.body);
    await watching(canvasElement);
    advance(40_000);
    const dialog = await body.findByRole('alertdialog', { name: t.idleTitle });
    await expect(dialog).toHaveAccessibleDescription(fill(t, 'idleWarning', { seconds: 20 }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t.idleStay })).toHaveFocus(),
    );
  },
};

/** 50 s: ten seconds left, said once more in the dialog's status region. */
export const NearTheEnd: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const body = within(canvasElement.ownerDocument.body);
    await watching(canvasElement);
    advance(40_000);
    const dialog = await body.findByRole('alertdialog', { name: t.idleTitle });
    advance(10_000);
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        fill(t, 'idleWarning', { seconds: 10 }),
      ),
    );
  },
};

/** "Stay signed in": the warning closes, and the minute starts again. */
export const Extended: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const body = within(canvasElement.ownerDocument.body);
    await watching(canvasElement);
    advance(40_000);
    const dialog = await body.findByRole('alertdialog', { name: t.idleTitle });
    // "Stay signed in" has focus as the warning opens: one key press keeps the session.
    const stay = within(dialog).getByRole('button', { name: t.idleStay });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    advance(39_000);
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};
