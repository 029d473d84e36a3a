import {
  type AuthError,
  AuthenticationError,
  InsufficientScopeError,
  RateLimitError,
  ReauthenticationRequiredError,
  ServiceError,
} from './errors';
import type { OperationName } from './operations';

/** Operations whose 403 means "wrong password", not "not allowed". */
const credentialChecks: ReadonlySet<OperationName> = new Set(['loginUser', 'changePassword']);
/** Operations whose 403 means the credential lacks the scope. */
const scopedOperations: ReadonlySet<OperationName> = new Set([
  'getUser',
  'checkIfUserExists',
  'getUserProfile',
]);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringField = (record: Record<string, unknown>, key: string) =>
  typeof record[key] === 'string' ? record[key] : undefined;

function fieldMessages(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * A redirect, which the client never follows: a 3xx (`redirect: 'manual'` in Node), a browser's
 * opaque redirect (status 0), or a custom fetch that followed one anyway (`redirected`).
 */
export const isRedirect = (response: Response) =>
  response.type === 'opaqueredirect' ||
  response.redirected ||
  (response.status >= 300 && response.status < 400);

/** Seconds to wait from a Retry-After header: delta-seconds or an HTTP-date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Maps a non-2xx answer to the error class the contract names for it. */
export function errorFromResponse(
  operation: OperationName,
  response: Response,
  body: unknown,
): AuthError {
  const record = isRecord(body) ? body : {};
  const code = stringField(record, 'error');
  const { status } = response;
  const message = stringField(record, 'message') ?? code ?? `HTTP ${status}`;
  const details = { operation, status, code, body, fields: fieldMessages(record.fields) };

  if (isRedirect(response)) {
    const to = response.headers.get('Location');
    return new ServiceError(
      `The auth service answered with a redirect (HTTP ${status}${to ? ` to ${to}` : ''}), which ` +
        'is not followed: point baseUrl at the service itself.',
      details,
    );
  }
  if (status === 429) {
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
    return new RateLimitError(message, { ...details, retryAfter });
  }
  if (status === 401 || (status === 403 && credentialChecks.has(operation))) {
    return new AuthenticationError(message, details);
  }
  if (status === 403 && code === 'reauthentication_required') {
    return new ReauthenticationRequiredError(message, details);
  }
  if (status === 403 && (scopedOperations.has(operation) || code === 'insufficient_scope')) {
    return new InsufficientScopeError(message, details);
  }
  return new ServiceError(message, details);
}
