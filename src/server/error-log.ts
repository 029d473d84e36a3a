/** Longest message kept in a log line: a driver's message is short; anything longer is cut. */
const MAX_MESSAGE = 300;

/**
 * One log line for an error the service did not expect: its name, its `code` (a PostgreSQL
 * SQLSTATE, a Node errno) and its message, then the stack's frames (code locations only).
 * Never the error's other fields: PGlite puts the failed `query` and its `params` on its errors,
 * and those held the password hash and the whole user record. A thrown non-Error is named by
 * its type alone.
 */
export function describeUnexpectedError(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${error === null ? 'null' : typeof error}`;
  const code = (error as { code?: unknown }).code;
  const named = typeof code === 'string' || typeof code === 'number' ? ` ${code}` : '';
  const message =
    error.message.length > MAX_MESSAGE ? `${error.message.slice(0, MAX_MESSAGE)}…` : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}${named}: ${message}`, ...frames].join('\n');
}
