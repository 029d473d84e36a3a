import type { AuthUser } from '../../client/types';

/** The fields of a user an avatar reads. */
export type AvatarUser = Pick<AuthUser, 'id' | 'name' | 'email'> & {
  avatarUrl?: string | null | undefined;
};

/**
 * The initials of a user: the first letters of the first and last words of `name` (one letter
 * for a one-word name), else the email's first letter; upper-cased in no particular locale.
 * Whole characters (an emoji or a letter outside the BMP is one code point, not half of it).
 */
export function initialsOf(user: Pick<AvatarUser, 'name' | 'email'>): string {
  const words = (user.name ?? '').trim().split(/\s+/u).filter(Boolean);
  const first = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const letters =
    words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]) || first(user.email);
  return letters.toUpperCase();
}

/**
 * Backgrounds for the initials: each has at least 4.5:1 against white text (checked by
 * test/ui/avatar-parts.test.ts), so the initials read in light and dark pages alike.
 */
export const avatarColors = [
  '#1d4ed8',
  '#b91c1c',
  '#15803d',
  '#7e22ce',
  '#c2410c',
  '#0f766e',
  '#be185d',
  '#4338ca',
  '#0369a1',
  '#4d7c0f',
] as const;

/** The colour of a user's initials: from the user's id, so the same user has the same colour. */
export function avatarColorOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return avatarColors[hash % avatarColors.length] ?? avatarColors[0];
}

const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** The page's own host name, when there is a page. */
const pageHost = () => (typeof window === 'undefined' ? undefined : window.location.hostname);

/**
 * `url` when the avatar may load it: `https:`, or `http:` on a loopback host while the page
 * itself is on one (development on your machine, the local service's pictures); anything else
 * (`http:` elsewhere, or from a page on a real host: a production site never reaches into its
 * visitor's machine; `data:`, `javascript:`, a relative path) is not loaded and the initials
 * show. `host` is the page's host name (default: this page's).
 */
export function loadableImageUrl(
  url: string | null | undefined,
  host: string | undefined = pageHost(),
): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol === 'https:') return parsed.href;
  const fromLoopback = host !== undefined && loopback.test(host);
  if (parsed.protocol === 'http:' && loopback.test(parsed.hostname) && fromLoopback) {
    return parsed.href;
  }
  return undefined;
}
