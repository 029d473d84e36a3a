import type { CounterStore } from './counter-store';
import type { SqlDriver } from './sql-driver';

const schema = `
create table if not exists latchkey_limits (
  key text primary key,
  attempts integer not null,
  reset_at bigint not null
);
create index if not exists latchkey_limits_reset_at on latchkey_limits (reset_at);
`;

// One statement per attempt: the upsert opens, renews or counts the window, and its WHERE
// refuses the attempt past the limit, on the row's latest version (ON CONFLICT locks it), so
// attempts racing from any number of instances are counted one by one. When it refuses, the
// outer select reads the window's end for Retry-After.
const takeSql = `
with taken as (
  insert into latchkey_limits as l (key, attempts, reset_at)
  values ($1, 1, $2::bigint + $3::bigint)
  on conflict (key) do update set
    attempts = case when l.reset_at <= $2::bigint then 1 else l.attempts + 1 end,
    reset_at = case when l.reset_at <= $2::bigint then excluded.reset_at else l.reset_at end
  where l.reset_at <= $2::bigint or l.attempts < $4::integer
  returning reset_at
)
select exists (select 1 from taken) as taken,
  (select reset_at from latchkey_limits where key = $1) as reset_at`;

/** How often (on the service's clock) expired windows are swept from the table. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the `latchkey_limits` table of a PostgreSQL database that several service
 * instances share (created when missing). Expired windows are deleted at most once a minute,
 * by the attempt that finds the last sweep a minute old.
 */
export async function createSqlCounters(db: SqlDriver): Promise<CounterStore> {
  await db.exec(schema);
  let sweptAt = Number.NEGATIVE_INFINITY;

  async function sweep(now: number) {
    if (now - sweptAt < SWEEP_EVERY_MS && now >= sweptAt) return;
    sweptAt = now;
    await db.query('delete from latchkey_limits where reset_at <= $1::bigint', [now]);
  }

  return {
    async take(key, limit, windowMs, now) {
      await sweep(now);
      const [row] = await db.query<{ taken: boolean; reset_at: string | number | null }>(takeSql, [
        key,
        now,
        windowMs,
        limit,
      ]);
      if (row?.taken) return undefined;
      // A window opened by a statement that began after this one's snapshot is not visible
      // to it: wait a whole window then.
      return row?.reset_at == null ? windowMs : Math.max(0, Number(row.reset_at) - now);
    },
    async check(key, limit, now) {
      const [row] = await db.query<{ attempts: number; reset_at: string | number }>(
        'select attempts, reset_at from latchkey_limits where key = $1 and reset_at > $2::bigint',
        [key, now],
      );
      return row && Number(row.attempts) >= limit ? Number(row.reset_at) - now : undefined;
    },
    // A window given back to nothing holds nothing: its row goes (as in memory).
    async giveBack(key, now) {
      await db.query(
        `with emptied as (
           delete from latchkey_limits where key = $1 and attempts <= 1 and reset_at > $2::bigint
           returning key
         )
         update latchkey_limits set attempts = attempts - 1
         where key = $1 and attempts > 1 and reset_at > $2::bigint
           and not exists (select 1 from emptied)`,
        [key, now],
      );
    },
    async clear(key) {
      await db.query('delete from latchkey_limits where key = $1', [key]);
    },
  };
}
