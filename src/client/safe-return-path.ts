/**
 * `value` when it is a path on this origin, safe to send a visitor to after sign-in (a `returnTo`
 * or `next` query parameter, say): it starts with exactly one `/`, and holds no backslash and no
 * control character, both as written and after one percent-decoding. Anything else
 * (`//evil.example`, `/\\evil.example`, `https://…`, `javascript:…`, `%2F%2Fevil.example`, tab or
 * newline tricks, a missing value) gives `undefined`. Runs anywhere: a browser, a server
 * component, a loader.
 *
 * @example
 * <LoginForm redirectTo={safeReturnPath(searchParams.get('returnTo')) ?? '/account'} />
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const isPath = (text: string) =>
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    /^\/(?![/\\])/.test(text) && !/[\\\u0000-\u001f\u007f-\u009f]/.test(text);
  return isPath(value) && isPath(decoded) ? value : undefined;
}
