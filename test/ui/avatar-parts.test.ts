import { describe, expect, it } from 'vitest';
import {
  avatarColorOf,
  avatarColors,
  initialsOf,
  loadableImageUrl,
} from '../../src/ui/account/avatar-parts';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

describe('initialsOf', () => {
  it.each([
    [{ name: 'Ada Lovelace', email: 'ada@example.com' }, 'AL'],
    [{ name: '  grace   brewster murray hopper ', email: 'g@example.com' }, 'GH'],
    [{ name: 'Plato', email: 'p@example.com' }, 'P'],
    [{ name: '', email: 'zoe@example.com' }, 'Z'],
    [{ name: 'Émile Zola', email: 'e@example.com' }, 'ÉZ'],
    [{ name: '𝒜da 𝒷yron', email: 'x@example.com' }, '𝒜𝒷'],
  ])('%o → %s', (user, expected) => {
    expect(initialsOf(user)).toBe(expected);
  });
});

describe('avatarColorOf', () => {
  it('gives the same user the same colour, and spreads users over the palette', () => {
    expect(avatarColorOf('user-1')).toBe(avatarColorOf('user-1'));
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColorOf(`user-${i}`)));
    expect(used.size).toBe(avatarColors.length);
  });

  it.each(avatarColors)('%s has 4.5:1 or more under white initials', (color) => {
    expect(1.05 / (luminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('loadableImageUrl', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://localhost:5173/a.png', 'http://localhost:5173/a.png'],
    ['http://127.0.0.1/a.png', 'http://127.0.0.1/a.png'],
    ['http://[::1]:8080/a.png', 'http://[::1]:8080/a.png'],
    ['http://example.com/a.png', undefined],
    ['http://localhost.evil.example/a.png', undefined],
    ['javascript:alert(1)', undefined],
    ['data:image/png;base64,AAAA', undefined],
    ['/avatar.png', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s (a page on localhost)', (url, expected) => {
    expect(loadableImageUrl(url, 'localhost')).toBe(expected);
  });

  it('a page on a real host loads no http: picture, loopback included (https: only)', () => {
    for (const host of ['app.example.com', '10.0.0.5', undefined]) {
      expect(loadableImageUrl('http://localhost:5173/a.png', host)).toBeUndefined();
      expect(loadableImageUrl('http://127.0.0.1/a.png', host)).toBeUndefined();
      expect(loadableImageUrl('https://cdn.example.com/a.png', host)).toBe(
        'https://cdn.example.com/a.png',
      );
    }
  });
});
