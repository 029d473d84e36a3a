import { describe, expect, it } from 'vitest';
import { createPostgresStore } from '../../src/server';
import { scopedDatabaseUrl } from './scoped-database';

// Several instances starting at once on a fresh database each create the schema: PostgreSQL's
// `create table if not exists` is not safe against itself (a duplicate pg_type row), so the
// schema is made under an advisory lock.
const url = await scopedDatabaseUrl();

describe('PostgreSQL: instances starting at once', () => {
  it('all start on a fresh database', async () => {
    const starts = await Promise.allSettled(
      Array.from({ length: 4 }, () => createPostgresStore(url)),
    );
    const failed = starts.filter((start) => start.status === 'rejected');
    expect(failed.map((start) => String((start as PromiseRejectedResult).reason))).toEqual([]);
    await Promise.all(
      starts.map((start) => (start.status === 'fulfilled' ? start.value.close?.() : undefined)),
    );
  });
});
