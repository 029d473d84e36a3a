import { newSecret } from '../secrets';
import { usernameSkeleton } from '../username-skeleton';
import type { AuthStore } from './auth-store';
import type { SqlDriver } from './sql-driver';
import { sqlOtps } from './sql-otps';
import { schema } from './sql-rows';
import { sqlSessions } from './sql-sessions';
import { sqlUsers } from './sql-users';

/**
 * Gives every user with a username the skeleton of the current usernameSkeleton: users made
 * before usernames had skeletons, and users whose skeleton an earlier version of the table
 * computed otherwise. Two look-alikes made back then keep both accounts: the second gets no
 * skeleton (a unique violation clears it), so it is found by its own spelling and no new
 * look-alike of either can be made. One pass over the users with a username at each start.
 */
async function backfillSkeletons(db: SqlDriver) {
  const rows = await db.query<{
    app_id: string;
    id: string;
    username: string;
    username_skeleton: string | null;
  }>(
    `select app_id, id, data->>'username' as username, username_skeleton from latchkey_users
     where username_key is not null`,
  );
  for (const row of rows) {
    const skeleton = usernameSkeleton(row.username);
    if (skeleton === row.username_skeleton) continue;
    // Only while the row still holds what was read (another instance may be at it too).
    const set = (value: string | null) =>
      db.query(
        'update latchkey_users set username_skeleton = $3 where app_id = $1 and id = $2 and username_skeleton is not distinct from $4',
        [row.app_id, row.id, value, row.username_skeleton],
      );
    await set(skeleton).catch(async (error: unknown) => {
      if ((error as { code?: unknown } | null)?.code !== '23505') throw error;
      await set(null);
    });
  }
}

/** A store on PostgreSQL (PGlite or a server), creating its tables when they are missing. */
export async function createSqlStore(db: SqlDriver): Promise<AuthStore> {
  await db.exec(schema);
  await backfillSkeletons(db);
  return {
    ...sqlUsers(db),
    ...sqlSessions(db),
    ...sqlOtps(db),
    // Made once by whichever instance comes first; every instance then reads the same one.
    async sharedSecret(name) {
      await db.query(
        'insert into latchkey_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
        [name, newSecret()],
      );
      const [row] = await db.query<{ value: string }>(
        'select value from latchkey_secrets where name = $1',
        [name],
      );
      if (!row) throw new Error(`The secret ${name} could not be kept.`);
      return row.value;
    },
    close: () => db.close(),
  };
}
