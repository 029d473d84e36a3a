import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createPGliteStore } from '../../src/server';
import { OWNER, ownerHarness, PASSWORD, STRANGER } from './owner-lockout-harness';

const folders: string[] = [];
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

/** Ten wrong passwords from the stranger: the email's untrusted budget is spent. */
async function lockOut(harness: ReturnType<typeof ownerHarness>, email: string) {
  for (let i = 0; i < 10; i++)
    await harness.call('/users/login', { email, password: `guess ${i}` }, { address: STRANGER });
  const locked = await harness.call(
    '/users/login',
    { email, password: PASSWORD },
    { address: OWNER },
  );
  expect(locked.status).toBe(429);
}

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Lax, a year long, and holds nothing about the account in clear', async () => {
    const harness = ownerHarness(createMemoryStore());
    const { email, jar } = await harness.owner();
    const login = await harness.call(
      '/users/login',
      { email, password: PASSWORD },
      { address: OWNER, jar },
    );
    const line = login.cookies.find((cookie) => cookie.startsWith('service_device=')) ?? '';
    expect(line).toMatch(/; HttpOnly; SameSite=Lax; Path=\/; Max-Age=31536000$/);
    const value = jar.get('service_device') ?? '';
    expect(value).not.toContain('owner');
    expect(value).not.toContain(encodeURIComponent(email));
    expect(value).toMatch(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/);
    await harness.service.close();
  });

  it('is Secure when the session cookie is', async () => {
    const harness = ownerHarness(createMemoryStore(), { secureCookies: true });
    const { email, jar } = await harness.owner();
    const login = await harness.call(
      '/users/login',
      { email, password: PASSWORD },
      { address: OWNER, jar },
    );
    for (const name of ['service_user_session', '__Host-service_device'])
      expect(login.cookies.find((cookie) => cookie.startsWith(`${name}=`))).toMatch(/; Secure$/);
    await harness.service.close();
  });

  it('keeps a known device for each of up to 3 accounts signed in from one browser', async () => {
    const harness = ownerHarness(createMemoryStore());
    const first = await harness.owner();
    const second = await harness.owner();
    // The first owner's browser signs in to the second account too.
    const both = first.jar;
    const login = await harness.call(
      '/users/login',
      { email: second.email, password: PASSWORD },
      { address: OWNER, jar: both },
    );
    expect(login.status).toBe(200);
    expect(both.get('service_device')?.split('~')).toHaveLength(2);
    await lockOut(harness, first.email);
    await lockOut(harness, second.email);
    for (const email of [first.email, second.email]) {
      const own = await harness.call(
        '/users/login',
        { email, password: PASSWORD },
        { address: OWNER, jar: both },
      );
      expect(own.status, email).toBe(200);
    }
    await harness.service.close();
  });

  it('stays known after a restart on --data (its key is kept in the store)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latchkey-device-'));
    folders.push(dir);
    const before = ownerHarness(await createPGliteStore(dir));
    const { email, jar } = await before.owner();
    await before.service.close();
    const after = ownerHarness(await createPGliteStore(dir));
    await lockOut(after, email);
    const own = await after.call(
      '/users/login',
      { email, password: PASSWORD },
      { address: OWNER, jar },
    );
    expect(own.status).toBe(200);
    await after.service.close();
  }, 120_000);
});
