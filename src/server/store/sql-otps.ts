import type { AuthStore } from './auth-store';
import type { SqlClient, SqlDriver } from './sql-driver';
import { type OtpRow, toOtp } from './sql-rows';

/** Deletes every pending code of a user (inside the caller's transaction). */
export const deleteOtpsOf = (tx: SqlClient, appId: string, userId: string) =>
  tx.query('delete from latchkey_otps where app_id = $1 and user_id = $2', [appId, userId]);

/** The one-time-code half of a SQL store. */
export function sqlOtps(
  db: SqlDriver,
): Pick<AuthStore, 'putOtp' | 'getOtp' | 'reserveOtpTry' | 'takeOtp' | 'deleteExpiredOtps'> {
  return {
    async deleteExpiredOtps(before) {
      await db.query('delete from latchkey_otps where expires_at <= $1', [before]);
    },
    async putOtp(otp) {
      await db.query(
        `insert into latchkey_otps (app_id, email_key, purpose, user_id, code_hash, expires_at, attempts)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (app_id, email_key, purpose) do update set user_id = excluded.user_id,
           code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = excluded.attempts`,
        [
          otp.appId,
          otp.emailKey,
          otp.purpose,
          otp.userId,
          otp.codeHash,
          otp.expiresAt,
          otp.attempts,
        ],
      );
    },

    async getOtp(appId, emailKey, purpose) {
      const [row] = await db.query<OtpRow>(
        'select * from latchkey_otps where app_id = $1 and email_key = $2 and purpose = $3',
        [appId, emailKey, purpose],
      );
      return row ? toOtp(row) : null;
    },

    // One statement each: concurrent checks (several services on one database) cannot
    // interleave between reading the tries and counting one.
    async reserveOtpTry(appId, emailKey, purpose, maxTries) {
      const [row] = await db.query<OtpRow>(
        `update latchkey_otps set attempts = attempts + 1
         where app_id = $1 and email_key = $2 and purpose = $3 and attempts < $4 returning *`,
        [appId, emailKey, purpose, maxTries],
      );
      return row ? toOtp(row) : null;
    },

    async takeOtp(appId, emailKey, purpose, codeHash) {
      const [row] = await db.query<OtpRow>(
        `delete from latchkey_otps
         where app_id = $1 and email_key = $2 and purpose = $3 and code_hash = $4 returning *`,
        [appId, emailKey, purpose, codeHash],
      );
      return row ? toOtp(row) : null;
    },
  };
}
