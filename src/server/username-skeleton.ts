import { CONFUSABLE, LOOKS_LIKE, skeletonOf } from './skeleton';

// A confusable skeleton for usernames, after UTS #39 (Unicode Security Mechanisms, section 4):
// two usernames with the same skeleton look alike, so they are one username. The tables are in
// skeleton.ts: Unicode's confusables.txt (its Latin-looking part) and the service's own, which
// adds what the service decides beyond it: case (usernames are compared case-insensitively,
// so small capitals are their letters), and m → rn and w → vv (confusables.txt's own
// prototypes: they expand, so `rn`/`m` and `vvv`/`wv`/`vw` meet). NFKC first folds full-width
// forms, ligatures, mathematical and other compatibility letters; characters that do not show
// (zero-width, bidi controls, soft hyphen, ...) are dropped.
//
// `l`, `I`, `1`, `|` and `ǀ` are one letter in confusables.txt. Usernames are also compared
// case-insensitively, which makes `I` and `i` one letter: so `i` and everything like it is `l`
// here too (`ali` and `all` are one username: the safer mistake, a second choice of name), and
// the dot of `İ` (I and a combining dot) goes with it (skeleton.ts drops it after an i or l). (Emails keep ASCII letters apart:
// email-skeleton.ts.)

/** A character's prototype: the service's table first, then confusables.txt. */
const usernameChar = (char: string) => LOOKS_LIKE[char] ?? CONFUSABLE.get(char);

/**
 * The skeleton two look-alike usernames share (see skeletonOf): each look-alike mapped to its
 * prototype, NFKC, lower-cased, until nothing changes (a prototype may be a capital: Cherokee
 * `Ꭺ` is `A`, then `a`). `jоe` with a Cyrillic `о`, `JOE`, `ｊｏｅ` and Armenian `jօe` all have
 * the skeleton `joe`; `Bill`, `b1ll` and `bIll` all `blll`; `mw` is `rnvv`. Idempotent: a
 * skeleton is its own skeleton.
 */
export function usernameSkeleton(username: string): string {
  return skeletonOf(username, usernameChar);
}
