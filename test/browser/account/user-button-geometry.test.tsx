import { UserButton } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { loadedButton, showAccountPage } from './account-page';

// The account button as it sits in a header: its avatar centred in its 44 px circle at every
// size, initials legible (12 px or more), and its focus ring drawn inside its own box, so it
// never reaches a neighbour that sits right beside it.

const sizes = ['sm', 'md', 'lg'] as const;

describe.each(sizes)('UserButton size %s', (size) => {
  it('centres the avatar in its circle, with initials of 12 px or more', async () => {
    await showAccountPage(<UserButton size={size} />);
    const button = await loadedButton('Account menu, Ada Lovelace');
    const avatar = button.querySelector<HTMLElement>('.lk-avatar');
    if (!avatar) throw new Error('no avatar');
    const outer = button.getBoundingClientRect();
    const inner = avatar.getBoundingClientRect();
    expect(Math.abs(inner.left - outer.left - (outer.right - inner.right))).toBeLessThan(1);
    expect(Math.abs(inner.top - outer.top - (outer.bottom - inner.bottom))).toBeLessThan(1);
    expect(outer.width).toBeGreaterThanOrEqual(44);
    expect(Number.parseFloat(getComputedStyle(avatar).fontSize)).toBeGreaterThanOrEqual(12);
  });
});

describe('UserButton beside a link', () => {
  it('its focus ring stays inside its own box', async () => {
    await showAccountPage(
      <div style={{ display: 'flex' }}>
        <a href="/account">Your account</a>
        <UserButton />
      </div>,
    );
    const button = await loadedButton('Account menu, Ada Lovelace');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    expect(button).toHaveFocus();
    const ring = getComputedStyle(button);
    expect(ring.outlineStyle).not.toBe('none');
    // Width plus offset at most 0: the ring is painted within the border box.
    expect(
      Number.parseFloat(ring.outlineWidth) + Number.parseFloat(ring.outlineOffset),
    ).toBeLessThanOrEqual(0);
  });
});
