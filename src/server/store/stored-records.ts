// What a store keeps: users, sessions and one-time codes, and the key emails and usernames are
// compared by.

/** A user as stored: the public record plus what never leaves the service. */
export interface StoredUser {
  id: string;
  appId: string;
  name: string;
  /**
   * As given, trimmed and NFC. Looked up by lookupKey; unique per app by lookupKey and by its
   * confusable skeleton (emailSkeleton: look-alikes, Cyrillic `а` for `a` or full-width letters,
   * and the spellings of one mailbox, `bücher` and `xn--bcher-kva`, are one account; distinct
   * ASCII addresses stay distinct).
   */
  email: string;
  /**
   * Unique per app when set, compared by its confusable skeleton (usernameSkeleton: case,
   * full-width forms and Cyrillic or Greek look-alikes of Latin letters fold together).
   */
  username: string | null;
  phone: string | null;
  address: string | null;
  avatarUrl: string | null;
  isActive: boolean | null;
  role: string | null;
  settings: unknown;
  packageInfo: unknown;
  notifications: unknown;
  extraInfo: unknown;
  /** Application fields sent at signup beyond the named ones. */
  extra: Record<string, unknown>;
  emailVerified: boolean;
  /** scrypt hash with its parameters (see platform/node.ts). Never returned. */
  passwordHash: string;
  createdAt: number;
  updatedAt: number;
}

/** Fields of a user that an update may change. */
export type UserChanges = Partial<Omit<StoredUser, 'id' | 'appId' | 'createdAt'>>;

/** A session: only the SHA-256 of its cookie value is kept. */
export interface StoredSession {
  idHash: string;
  appId: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
}

/** What an OTP is for. */
export type OtpPurpose = 'verify-email' | 'reset-password';

/** A one-time code: one live code per (app, email, purpose); only its salted hash is kept. */
export interface StoredOtp {
  appId: string;
  /** The email's lookupKey. */
  emailKey: string;
  purpose: OtpPurpose;
  userId: string;
  codeHash: string;
  expiresAt: number;
  /** Wrong tries so far. */
  attempts: number;
}

/**
 * Looks a user up by one unique key. Email matches case-insensitively (never by its skeleton: a
 * look-alike address finds no account), username by its confusable skeleton.
 */
export type UserKey = { id: string } | { email: string } | { username: string };

/**
 * The key an email or username is compared and indexed by: trimmed, lower-cased, then Unicode
 * NFC, so `é` as one code point and as `e` plus a combining accent are one address.
 */
export const lookupKey = (value: string) => value.trim().toLowerCase().normalize('NFC');
