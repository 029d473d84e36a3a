import { HttpError } from './http-error';
import type { StoredUser } from './store/auth-store';

/** The most the documents of one user record may hold together, as JSON in UTF-8. */
export const MAX_DOCUMENT_BYTES = 64 * 1024;

const encoder = new TextEncoder();

/**
 * Refuses a record whose documents (`settings`, `packageInfo`, `notifications`, `extraInfo`
 * and the app's fields) are over 64 KiB together, with 413 `payload_too_large`. Each request
 * body is at most 64 KiB, but one update per document used to build a 256 KiB record that every
 * session check returns. Run inside the update's transaction (UpdateUserOptions.validate), so
 * racing updates cannot exceed it together either.
 */
export function refuseOversizedDocuments(user: StoredUser): void {
  const { settings, packageInfo, notifications, extraInfo, extra } = user;
  const json = JSON.stringify({ settings, packageInfo, notifications, extraInfo, extra });
  if (encoder.encode(json).byteLength > MAX_DOCUMENT_BYTES) {
    throw new HttpError(
      413,
      'payload_too_large',
      'The user’s documents (settings, packageInfo, notifications, extraInfo and app fields) would be over 64 KiB together.',
    );
  }
}
