import { ConfigurationError } from './errors';
import type { OperationName } from './operations';

const isEmpty = (value: unknown, blank: boolean) =>
  typeof value !== 'string' || value === '' || (blank && value.trim() === '');

/**
 * Throws a ConfigurationError naming every field of `params` that is missing, null, not a
 * string or `''` (and, with `blank`, whitespace only). Runs before any request is built.
 */
export function requireFields<K extends string>(
  operation: OperationName,
  params: Partial<Record<K, unknown>> | undefined,
  names: readonly K[],
  blank = false,
): void {
  const missing = names.filter((name) => isEmpty(params?.[name], blank));
  if (missing.length === 0) return;
  throw new ConfigurationError(`${operation} needs ${missing.join(', ')} (missing or empty).`, {
    operation,
    fields: Object.fromEntries(missing.map((name) => [name, 'Required'])),
  });
}

/**
 * A required path parameter, URL-encoded. `.` and `..` are refused: URL parsers resolve them
 * (even encoded) as dot segments, so the request would reach another endpoint.
 */
export function pathParam<K extends string>(
  operation: OperationName,
  params: Partial<Record<K, unknown>> | undefined,
  name: K,
): string {
  requireFields(operation, params, [name]);
  const value = String(params?.[name]);
  if (value === '.' || value === '..') {
    throw new ConfigurationError(`${operation}: ${name} "${value}" is not a valid id.`, {
      operation,
      fields: { [name]: 'Invalid' },
    });
  }
  return encodeURIComponent(value);
}

/** A copy without the null and undefined values (the service reads them as "leave alone"). */
export function withoutNullish(
  record: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([, value]) => value != null));
}

/**
 * Password recovery needs the app's API key (the service answers 401 without it): without one
 * the call is a ConfigurationError with code `api_key_required`, before any request, saying
 * what to pass. The drop-in forms show it as a configuration problem, not a failed reset.
 */
export function requireApiKey(operation: OperationName, hasApiKey: boolean): void {
  if (hasApiKey) return;
  throw new ConfigurationError(
    `${operation} needs the app's API key: pass \`apiKey\` to createAuthClient (or <AuthProvider>).`,
    { operation, code: 'api_key_required', fields: { apiKey: 'Required' } },
  );
}
