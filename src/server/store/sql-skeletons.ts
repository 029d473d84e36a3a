import { asciiEmailSkeleton, emailSkeleton } from '../email-skeleton';
import { usernameSkeleton } from '../username-skeleton';
import type { SqlDriver } from './sql-driver';

// The skeleton columns of latchkey_users, filled at start (the stores' migration: the schema is
// `create … if not exists` and `add column if not exists`, then this pass).

/** Rows one statement writes (one statement each, not one per row: PGlite's are ~0.3 ms). */
const BATCH = 1000;

/** A row as read, and the skeleton it should hold (null: a look-alike older than it holds it). */
interface Change {
  app_id: string;
  id: string;
  before: string | null;
  after: string | null;
}

/** A unique violation (PostgreSQL's code 23505). */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505';

/**
 * Writes `changes` to `column`, each only while its row still holds what was read (another
 * instance may be at it too): a batch at a time in one statement, or, for a batch that met a
 * unique violation (a signup or another instance in between, or two rows trading skeletons
 * under a new table), one row at a time: a row that meets one gets none, then, after the
 * batch, one more try (the row in its way may have moved).
 */
async function writeSkeletons(db: SqlDriver, column: string, changes: Change[]) {
  const update = `update latchkey_users u set ${column} = c.after
    from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as c(app_id, id, before, after)
    where u.app_id = c.app_id and u.id = c.id and u.${column} is not distinct from c.before`;
  const write = (rows: Change[]) =>
    db.query(update, [
      rows.map((row) => row.app_id),
      rows.map((row) => row.id),
      rows.map((row) => row.before),
      rows.map((row) => row.after),
    ]);
  /** Writes `row`; a unique violation calls `blocked` instead. */
  const writeOne = (row: Change, blocked: () => Promise<unknown> | undefined) =>
    write([row]).catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      await blocked();
    });
  for (let first = 0; first < changes.length; first += BATCH) {
    const batch = changes.slice(first, first + BATCH);
    await write(batch).catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      const blocked: Change[] = [];
      for (const row of batch)
        await writeOne(row, async () => {
          await write([{ ...row, after: null }]);
          blocked.push({ ...row, before: null });
        });
      for (const row of blocked) await writeOne(row, () => undefined);
    });
  }
}

/** Which skeletons of `column` other rows hold (a row of `changing` does not count: it moves). */
async function holdersOf(
  db: SqlDriver,
  column: string,
  skeletons: string[],
  changing: Set<string>,
) {
  const rows = await db.query<{ app_id: string; id: string; skeleton: string }>(
    `select app_id, id, ${column} as skeleton from latchkey_users where ${column} = any($1::text[])`,
    [skeletons],
  );
  return new Map(
    rows
      .filter((row) => !changing.has(`${row.app_id}\u0000${row.id}`))
      .map((row) => [`${row.app_id}\u0000${row.skeleton}`, row.id]),
  );
}

/**
 * Gives every user the skeleton of the current rule in `column` (`username_skeleton` from
 * `data.username`, `email_skeleton` from `data.email`): users made before the column existed,
 * and users whose skeleton an earlier version of the table computed otherwise. Two look-alikes
 * made back then keep both accounts: the older (by createdAt) keeps the skeleton, the other gets
 * none, so it is found by its own spelling and no new look-alike of either can be made. Reads
 * the users with a value but those `settled` (an SQL condition true of a row whose skeleton is
 * known right), at each start; writes only the rows that change.
 */
async function backfill(
  db: SqlDriver,
  column: 'username_skeleton' | 'email_skeleton',
  field: 'username' | 'email',
  skeletonOf: (value: string) => string | Promise<string>,
  settled = 'false',
) {
  const rows = await db.query<{
    app_id: string;
    id: string;
    value: string;
    skeleton: string | null;
  }>(
    `select app_id, id, data->>'${field}' as value, ${column} as skeleton from latchkey_users
     where not coalesce(${settled}, false) and data->>'${field}' is not null
     order by (data->>'createdAt')::numeric, id`,
  );
  const moving: ((typeof rows)[number] & { after: string })[] = [];
  for (const row of rows) {
    const after = await skeletonOf(row.value);
    if (after !== row.skeleton) moving.push({ ...row, after });
  }
  if (moving.length === 0) return;
  const key = (appId: string, value: string) => `${appId}\u0000${value}`;
  // Who holds each skeleton: the rows that keep theirs, then the oldest that claims one.
  const holders = await holdersOf(
    db,
    column,
    moving.map((row) => row.after),
    new Set(moving.map((row) => key(row.app_id, row.id))),
  );
  const changes: Change[] = [];
  for (const row of moving) {
    const holder = holders.get(key(row.app_id, row.after)) ?? row.id;
    holders.set(key(row.app_id, row.after), holder);
    const after = holder === row.id ? row.after : null;
    if (after !== row.skeleton)
      changes.push({ app_id: row.app_id, id: row.id, before: row.skeleton, after });
  }
  await writeSkeletons(db, column, changes);
}

/** Fills both skeleton columns (usernames, then emails) for the rows that need it. */
export async function backfillSkeletons(db: SqlDriver): Promise<void> {
  await backfill(db, 'username_skeleton', 'username', usernameSkeleton);
  // Visible ASCII without `xn--` is its own skeleton, lower-cased (its email_key): such a row
  // that holds it is not read, and one that does not needs no rule run.
  await backfill(
    db,
    'email_skeleton',
    'email',
    (email) => asciiEmailSkeleton(email) ?? emailSkeleton(email),
    `email_skeleton = email_key and email_key ~ '^[!-~]*$' and strpos(email_key, 'xn--') = 0`,
  );
}
