import { describe, expect, it, vi } from 'vitest';
import { createPostgresStore } from '../../src/server';
import { makeUser } from '../server/store-conformance';
import { scopedDatabase } from './scoped-database';

// The race inside PostgreSQL itself: another instance's password change or logout is in an
// open transaction (it has written, not committed) when this instance's login or update runs.
// The statement must wait for it and then see it, not act on its own older snapshot.
const db = await scopedDatabase();
const { admin, schema } = db;

/** Resolves once a statement of the store waits for a lock held by `admin`'s transaction. */
const waitingForLock = () =>
  vi.waitFor(
    async () => {
      const { rows } = await admin.query(
        `select 1 from pg_stat_activity
         where wait_event_type = 'Lock' and pid <> pg_backend_pid() and datname = current_database()`,
      );
      expect(rows.length).toBeGreaterThan(0);
    },
    { timeout: 20_000, interval: 20 },
  );

describe('PostgreSQL: writes wait for a password change or logout in flight', () => {
  it('a login does not add a session behind a password change committed while it waited', async () => {
    const store = await createPostgresStore(db.url);
    try {
      const user = makeUser('a', { passwordHash: 'scrypt$old' });
      await store.insertUser(user);
      await admin.query('begin');
      await admin.query(
        `update ${schema}.latchkey_users set password_hash = 'scrypt$new' where app_id = 'a' and id = $1`,
        [user.id],
      );
      await admin.query(`delete from ${schema}.latchkey_sessions where user_id = $1`, [user.id]);
      const login = store.insertSession(
        { idHash: `${user.id}-late`, appId: 'a', userId: user.id, createdAt: 1, expiresAt: 2 },
        { ifPasswordHash: 'scrypt$old' },
      );
      await waitingForLock();
      await admin.query('commit');
      expect(await login).toBe(false);
      expect(await store.getSession(`${user.id}-late`)).toBeNull();
    } finally {
      await admin.query('rollback').catch(() => {});
      await store.close();
    }
  }, 30_000);

  it('an update checked against a session does not land behind a logout committed while it waited', async () => {
    const store = await createPostgresStore(db.url);
    try {
      const user = makeUser('a');
      await store.insertUser(user);
      const idHash = `${user.id}-s`;
      await store.insertSession({
        idHash,
        appId: 'a',
        userId: user.id,
        createdAt: 1,
        expiresAt: 2,
      });
      await admin.query('begin');
      await admin.query(`delete from ${schema}.latchkey_sessions where id_hash = $1`, [idHash]);
      const update = store.updateUser('a', user.id, { name: 'Late' }, { ifSession: idHash });
      await waitingForLock();
      await admin.query('commit');
      expect(await update).toBeNull();
      expect((await store.getUser('a', { id: user.id }))?.name).toBe(user.name);
    } finally {
      await admin.query('rollback').catch(() => {});
      await store.close();
    }
  }, 30_000);
});
