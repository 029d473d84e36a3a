import * as z from 'zod/mini';
import type { LocalizationKey as Key } from './localization/auth-localization';

// The forms' client rules, as zod/mini schemas whose messages are dictionary keys (the field
// shows them in the current language; `satisfies Key` makes a misspelt key fail to compile).
// They match the reference service's own rules, so what passes here is not refused there for
// its shape.

/** Present and not blank, else `empty` (a message naming the field); sent trimmed. */
export const requiredText = (empty: Key = 'errorRequired') =>
  z.string().check(z.trim(), z.minLength(1, empty));

/** Optional text: '' stays '' (the form sends only what was filled in). */
export const optionalText = () => z.string().check(z.trim());

/** An email address: something@something, trimmed. */
export const emailAddress = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'errorEmailRequired' satisfies Key),
      z.regex(/^[^\s@]+@[^\s@]+$/, 'errorInvalidEmail' satisfies Key),
    );

/** A password being checked (sign in, current password): anything not empty. */
export const givenPassword = (empty: Key = 'errorPasswordRequired') =>
  z.string().check(z.minLength(1, empty));

/** A new password: at least 8 characters, as the service requires. */
export const newPassword = () =>
  z
    .string()
    .check(
      z.minLength(1, 'errorNewPasswordRequired' satisfies Key),
      z.minLength(8, 'errorPasswordTooShort' satisfies Key),
    );

/** The 6-digit code from the email. */
export const otpCode = () =>
  z
    .string()
    .check(
      z.minLength(1, 'errorOtpRequired' satisfies Key),
      z.regex(/^\d{6}$/, 'errorOtpIncomplete' satisfies Key),
    );

/** An optional absolute http(s) URL (an avatar). */
export const optionalUrl = () =>
  z.string().check(z.trim(), z.regex(/^$|^https?:\/\/\S+$/, 'errorInvalidUrl' satisfies Key));
