import { screen, waitFor } from '@testing-library/react';
import { UserAvatar } from 'latchkey/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { backgroundOf, contrastOver } from '../forms/contrast';
import { ada, showAccountPage } from './account-page';

// The avatar in Chromium: the image when it loads, the initials while it loads, when it fails
// or with none; only https: (or http: on a loopback host) is requested; the initials read at
// 4.5:1 or more, light and dark.

/**
 * Served by the test server on localhost: a loopback http: URL, which the avatar loads. (Not
 * `new URL('./avatar.svg', import.meta.url)`: Vite inlines a small asset as a data: URL.)
 */
const image = new URL('/test/browser/account/avatar.svg', location.origin).href;
const broken = new URL('/test/browser/account/no-such-avatar.png', location.origin).href;

/** The initials the avatar shows (drawn by its ::before from data-initials). */
const initialsIn = (avatar: Element | undefined) => {
  const initials = avatar?.querySelector('.lk-avatar-initials');
  if (!initials) return undefined;
  return getComputedStyle(initials, '::before').content.replace(/^"|"$/g, '');
};

const someone = (avatarUrl?: string, id = 'user-1') => ({ id, ...ada, avatarUrl });

afterEach(() => commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' }));

describe('UserAvatar', () => {
  it('shows the image once it loads, named by the user', async () => {
    await showAccountPage(<UserAvatar user={someone(image)} />, { user: null });
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    const img = await waitFor(() => {
      const found = avatar.querySelector('img');
      expect(found).not.toBeNull();
      return found as HTMLImageElement;
    });
    expect(img.src).toBe(image);
    expect(img.complete && img.naturalWidth).toBeGreaterThan(0);
    expect(img).toHaveAttribute('alt', '');
    expect(avatar.querySelector('.lk-avatar-initials')).toBeNull();
  });

  it('a broken image falls back to the initials', async () => {
    await showAccountPage(<UserAvatar user={someone(broken)} />, { user: null });
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(initialsIn(avatar)).toBe('AL');
    // Radix tries the image, fails, and keeps the initials.
    const failed = await new Promise<boolean>((resolve) => {
      const probe = new Image();
      probe.onerror = () => resolve(true);
      probe.onload = () => resolve(false);
      probe.src = broken;
    });
    expect(failed).toBe(true);
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    expect(initialsIn(avatar)).toBe('AL');
  });

  it('loads no http: URL off loopback, nor a data: URL: the initials show', async () => {
    await showAccountPage(
      <>
        <UserAvatar user={someone('http://example.com/a.png')} />
        <UserAvatar user={someone('data:image/svg+xml,<svg/>', 'user-2')} />
      </>,
      { user: null },
    );
    const avatars = screen.getAllByRole('img', { name: 'Ada Lovelace' });
    for (const avatar of avatars) expect(initialsIn(avatar)).toBe('AL');
    const requested = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('example.com'));
    expect(requested).toEqual([]);
  });

  it('defaults to the signed-in user; decorative hides it; a size is --lk-avatar-size', async () => {
    await showAccountPage(
      <>
        <UserAvatar size="lg" />
        <UserAvatar decorative size="40px" />
      </>,
    );
    const named = await screen.findByRole('img', { name: 'Ada Lovelace' });
    expect(named.getBoundingClientRect().width).toBe(48);
    const hidden = document.querySelector<HTMLElement>('.lk-avatar[aria-hidden="true"]');
    expect(hidden).not.toBeNull();
    expect(hidden?.getBoundingClientRect().width).toBe(40);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('the same user has the same colour; initials from the name, else the email', async () => {
    await showAccountPage(
      <>
        <UserAvatar user={{ id: 'u-7', name: 'Grace Hopper', email: 'g@example.com' }} />
        <UserAvatar user={{ id: 'u-7', name: 'Grace Hopper', email: 'g@example.com' }} />
        <UserAvatar user={{ id: 'u-8', name: '', email: 'zoe@example.com' }} />
      </>,
      { user: null },
    );
    const [one, two] = screen.getAllByRole('img', { name: 'Grace Hopper' });
    expect(initialsIn(one)).toBe('GH');
    expect(getComputedStyle(one as Element).backgroundColor).toBe(
      getComputedStyle(two as Element).backgroundColor,
    );
    expect(initialsIn(screen.getByRole('img', { name: 'zoe@example.com' }))).toBe('Z');
  });

  it.each(['light', 'dark'] as const)('the initials have 4.5:1 or more, %s', async (theme) => {
    await commands.emulateMedia({ forcedColors: 'none', colorScheme: theme });
    const users = Array.from({ length: 24 }, (_, i) => ({
      id: `user-${i}`,
      name: `Person ${i}`,
      email: `p${i}@example.com`,
    }));
    await showAccountPage(
      <>
        {users.map((user) => (
          <UserAvatar key={user.id} user={user} />
        ))}
      </>,
      { user: null, theme },
    );
    const colours = new Set<string>();
    for (const initials of document.querySelectorAll('.lk-avatar-initials')) {
      const background = backgroundOf(initials);
      colours.add(getComputedStyle(initials.parentElement as Element).backgroundColor);
      expect(contrastOver(getComputedStyle(initials).color, background)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    expect(colours.size).toBeGreaterThan(5);
  });
});
