/**
 * `href` when following it can only load a page: a path (same origin) or an `http:`/`https:` URL;
 * else `undefined`, with a warning in development. The scheme is read as the browser reads it
 * (the URL parser drops tabs, newlines and leading spaces and ignores case), so
 * `' JaVa\tScript:…'` is refused like `javascript:…`; so are `data:`, `vbscript:` and every
 * other scheme. An encoded colon (`javascript%3A…`) is no scheme to the browser: it is a path.
 */
export function safeHref(href: string): string | undefined {
  let protocol = '';
  try {
    protocol = new URL(href, 'http://h/').protocol;
  } catch {
    // Unparseable (`http://[`): nothing a browser could load either.
  }
  if (protocol === 'http:' || protocol === 'https:') return href;
  try {
    // Bundlers replace process.env.NODE_ENV: production builds drop the warning.
    if (process.env.NODE_ENV !== 'production') {
      console.warn(
        `latchkey: refused to navigate to ${JSON.stringify(href)}: only paths and http(s) URLs are followed.`,
      );
    }
  } catch {
    // No `process` (the package loaded unbundled): no warning, still refused.
  }
  return undefined;
}
