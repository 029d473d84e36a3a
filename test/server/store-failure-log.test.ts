import { format } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPGlite } from '../../src/server/store/pglite-driver';
import { createSqlStore } from '../../src/server/store/sql-store';
import { PASSWORD, serviceFixture } from './service-fixture';

// Issue 15 item 7: on PGlite an unexpected store error was logged with the driver's `query`
// and `params`, which held the scrypt hash and the whole user record.
const driver = await openPGlite();
const service = serviceFixture({ store: await createSqlStore(driver) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a store failure in the log', () => {
  it('names the error’s code and message, never the query’s parameters', async () => {
    // The store refuses every new user, as a full disk or a broken table would.
    await driver.exec(
      'alter table latchkey_users add constraint refuse_all check (false) not valid',
    );
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      lines.push(format(...args));
    });
    const answer = await service.call('POST', '/users/signup', {
      body: {
        name: 'Record Holder',
        email: 'holder@example.com',
        password: PASSWORD,
        settings: { marker: 'in-the-record' },
      },
    });
    expect(answer.status).toBe(500);
    expect(answer.body.error).toBe('internal_error');
    const log = lines.join('\n');
    expect(log).toContain('latchkey-server: unexpected error');
    expect(log).toContain('23514'); // check_violation: the SQLSTATE is kept
    expect(log).toContain('refuse_all');
    expect(log).not.toMatch(/scrypt\$/);
    expect(log).not.toContain('holder@example.com');
    expect(log).not.toContain('Record Holder');
    expect(log).not.toContain('in-the-record');
    expect(log).not.toMatch(/insert into/i);
  });
});
