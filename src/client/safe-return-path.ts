// Stands in for the page's origin: a return path must resolve to it, never to another host.
const ORIGIN = 'http://return-path.invalid';

/**
 * The longest return path kept, as given and percent-encoded. Sign-in carries it encoded once
 * more (up to 3 characters each), so its own URL stays near 6 KB, well inside a server's header
 * limit (Node's is 16 KB: past it, HTTP 431).
 */
const MAX_LENGTH = 2048;

/** Decodings checked; a value still changing after them is refused. */
const MAX_DECODINGS = 8;

/**
 * Distinct spellings checked; a value with more is refused. A path of a site has a few (raw and
 * NFKC, each decoded once); a crafted one can double them at each decoding (255 at 2 KB: tens
 * of milliseconds of CPU per request).
 */
const MAX_SPELLINGS = 64;

// In `u` mode a surrogate pair is one character: this matches only a lone half, which no URL
// can carry (`encodeURIComponent` throws on it). `isWellFormed` is not in every browser yet.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** One spelling of the value: a path on this origin, by the characters and as a browser resolves it. */
function isOwnPath(text: string): boolean {
  // Exactly one leading `/`; no backslash (browsers read it as `/`), no control character (the
  // URL parser drops tabs and newlines, so `/\t/evil` would become `//evil`).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!/^\/(?![/\\])/.test(text) || /[\\\u0000-\u001f\u007f-\u009f]/.test(text)) return false;
  // Dot segments (`/.//evil`, `/%2e%2e//evil`) resolve to `//evil`: a path a later redirect or
  // link could read as another host.
  const url = new URL(text, ORIGIN);
  return url.origin === ORIGIN && !url.pathname.startsWith('//');
}

/**
 * One percent-decoding the way a lenient server does it: every valid escape (a whole UTF-8
 * character) decoded, a malformed one (`%zz`, `%E6%97` cut short) left as it is rather than
 * stopping there, so `%2F%2Fevil%zz` still gives `//evil%zz`.
 */
function decodeLeniently(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    let decoded = '';
    let at = 0;
    while (at < run.length) {
      // The lead byte says how many escapes make the UTF-8 character (0: it cannot start one).
      const lead = Number.parseInt(run.slice(at + 1, at + 3), 16);
      const escapes = lead < 0x80 ? 1 : lead < 0xc2 ? 0 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
      const piece = run.slice(at, at + 3 * escapes);
      let character: string | undefined;
      try {
        character = escapes ? decodeURIComponent(piece) : undefined;
      } catch {
        // Cut short or not UTF-8 (`%E6%97`, `%ED%A0%80`): the lead escape stays as it is.
      }
      decoded += character ?? run.slice(at, at + 3);
      at += character === undefined ? 3 : piece.length;
    }
    return decoded;
  });
}

/**
 * Every spelling a server might act on is a path on this origin: as written and in NFKC (where a
 * full-width `／` or `％` is ASCII), then each decoding of each, until nothing new appears.
 */
function staysOnSite(value: string): boolean {
  const seen = new Set<string>();
  let spellings = [value];
  for (let decodings = 0; spellings.length > 0; decodings += 1) {
    // Still changing after this many decodings: past what any server does, so not a path of ours.
    if (decodings > MAX_DECODINGS) return false;
    const next: string[] = [];
    for (const spelling of spellings) {
      for (const text of [spelling, spelling.normalize('NFKC')]) {
        if (seen.has(text)) continue;
        seen.add(text);
        if (seen.size > MAX_SPELLINGS || !isOwnPath(text)) return false;
        next.push(decodeLeniently(text));
      }
    }
    spellings = next.filter((text) => !seen.has(text));
  }
  return true;
}

declare const checked: unique symbol;

/**
 * A path `safeReturnPath` kept: on this origin, in its canonical form. A plain string to read
 * and pass on; only `safeReturnPath` makes one, so a function that takes it takes a checked path.
 */
export type SafeReturnPath = string & { readonly [checked]: true };

/**
 * A path on this origin, safe to send a visitor to after sign-in (a `returnTo` or `next` query
 * parameter, say), in its canonical form; else `undefined`.
 *
 * Refused: anything that does not start with exactly one `/` (`//evil.example`, `https://…`,
 * `javascript:…`, `account`, a missing value); a backslash or a control character (tab and
 * newline tricks); a path that resolves to `//…` (`/.//evil.example`); a malformed escape as
 * written (`/%E0%A4%A`); a string that is not well-formed Unicode (a lone surrogate); a value
 * longer than 2,048 characters, as given or percent-encoded (sign-in's own URL must stay within
 * a server's header limit). The same checks hold for every spelling a server might act on: the
 * value as written and as Unicode compatibility normalization (NFKC) reads it (`／`, `％` are
 * ASCII to some servers), then after each percent-decoding of either, decoded leniently (a
 * malformed escape does not hide the valid ones around it), until nothing changes, so
 * `/%252F%252Fevil.example`, `/%2525252F%2525252Fevil.example` and `/％2F％2Fevil.example` are
 * refused; so is a value still changing after 8 decodings, or spelled more than 64 ways.
 *
 * The path comes back with its query and hash, percent-encoded as a URL's `pathname + search +
 * hash` (`/café?q=東` gives `/caf%C3%A9?q=%E6%9D%B1`; `/a/b%20c` stays as it is): printable
 * ASCII, so a server can put it in a `Location` header. Runs anywhere: a browser, a server
 * component, a loader.
 *
 * @example
 * <LoginForm redirectTo={safeReturnPath(searchParams.get('returnTo')) ?? '/account'} />
 */
export function safeReturnPath(value: string | null | undefined): SafeReturnPath | undefined {
  if (!value || value.length > MAX_LENGTH || LONE_SURROGATE.test(value)) return undefined;
  try {
    decodeURIComponent(value);
  } catch {
    return undefined; // A malformed escape as written: not a URL this site wrote.
  }
  if (!staysOnSite(value)) return undefined;
  const url = new URL(value, ORIGIN);
  const canonical = `${url.pathname}${url.search}${url.hash}`;
  // Checked again as it is given back: what this returns, it keeps unchanged.
  if (canonical.length > MAX_LENGTH || (canonical !== value && !staysOnSite(canonical))) {
    return undefined;
  }
  return canonical as SafeReturnPath;
}
