import { emailSkeleton } from '../email-skeleton';
import { newSecret } from '../secrets';
import { usernameSkeleton } from '../username-skeleton';
import type { AuthStore } from './auth-store';
import type { SqlDriver } from './sql-driver';
import { sqlOtps } from './sql-otps';
import { schema } from './sql-rows';
import { sqlSessions } from './sql-sessions';
import { sqlUsers } from './sql-users';

/**
 * Gives every user the skeleton of the current rule in `column` (`username_skeleton` from
 * `data.username`, `email_skeleton` from `data.email`): users made before the column existed,
 * and users whose skeleton an earlier version of the table computed otherwise. Two look-alikes
 * made back then keep both accounts: the older (by createdAt) keeps the skeleton, the other gets
 * none (a unique violation clears it), so it is found by its own spelling and no new look-alike
 * of either can be made. One pass over the users with a value at each start.
 */
async function backfillSkeletons(
  db: SqlDriver,
  column: 'username_skeleton' | 'email_skeleton',
  field: 'username' | 'email',
  skeletonOf: (value: string) => string | Promise<string>,
) {
  const rows = await db.query<{
    app_id: string;
    id: string;
    value: string;
    skeleton: string | null;
  }>(
    `select app_id, id, data->>'${field}' as value, ${column} as skeleton from latchkey_users
     where data->>'${field}' is not null order by (data->>'createdAt')::numeric, id`,
  );
  for (const row of rows) {
    const skeleton = await skeletonOf(row.value);
    if (skeleton === row.skeleton) continue;
    // Only while the row still holds what was read (another instance may be at it too).
    const set = (value: string | null) =>
      db.query(
        `update latchkey_users set ${column} = $3 where app_id = $1 and id = $2 and ${column} is not distinct from $4`,
        [row.app_id, row.id, value, row.skeleton],
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
  await backfillSkeletons(db, 'username_skeleton', 'username', usernameSkeleton);
  await backfillSkeletons(db, 'email_skeleton', 'email', emailSkeleton);
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
