import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthStore,
  StoreConflictError,
  type StoredOtp,
  type StoredUser,
} from '../../src/server';

let sequence = 0;

/** A complete user of `appId` with unique id, email and username. */
export function makeUser(appId: string, overrides: Partial<StoredUser> = {}): StoredUser {
  sequence += 1;
  return {
    id: `user-${sequence}-${Math.random().toString(36).slice(2)}`,
    appId,
    name: `User ${sequence}`,
    email: `User${sequence}.${Math.random().toString(36).slice(2)}@Example.com`,
    username: null,
    phone: null,
    address: null,
    avatarUrl: null,
    isActive: null,
    role: null,
    settings: { theme: 'dark', nested: [1, { deep: true }] },
    packageInfo: null,
    notifications: null,
    extraInfo: null,
    extra: { plan: 'pro' },
    emailVerified: false,
    passwordHash: 'scrypt$1024$8$1$salt$hash',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

/**
 * The behaviour every AuthStore must have. Each store's test file calls this with a way to
 * open a fresh store.
 */
export function storeConformance(name: string, open: () => Promise<AuthStore>) {
  describe(`${name} store conformance`, () => {
    let store: AuthStore;
    beforeAll(async () => {
      store = await open();
    }, 60_000);
    afterAll(() => store?.close());

    it('inserts a user and finds it by id, email and username, case-insensitively', async () => {
      const user = makeUser('a', { username: 'MixedCase' });
      await store.insertUser(user);
      expect(await store.getUser('a', { id: user.id })).toEqual(user);
      expect(await store.getUser('a', { email: user.email.toLowerCase() })).toEqual(user);
      expect(await store.getUser('a', { email: ` ${user.email.toUpperCase()} ` })).toEqual(user);
      expect(await store.getUser('a', { username: 'mixedcase' })).toEqual(user);
      expect(await store.getUser('b', { id: user.id })).toBeNull();
      expect(await store.getUser('a', { id: 'nobody' })).toBeNull();
      expect(await store.getUser('a', { username: 'nobody' })).toBeNull();
    });

    it('refuses a taken email or username in the same app, not in another', async () => {
      const user = makeUser('a', { username: 'taken-name' });
      await store.insertUser(user);
      await expect(
        store.insertUser(makeUser('a', { email: user.email.toUpperCase() })),
      ).rejects.toEqual(new StoreConflictError('email'));
      await expect(
        store.insertUser(makeUser('a', { username: 'TAKEN-NAME' })),
      ).rejects.toMatchObject({ field: 'username' });
      await store.insertUser(makeUser('b', { email: user.email, username: 'taken-name' }));
      // Several users without a username do not conflict.
      await store.insertUser(makeUser('a'));
      await store.insertUser(makeUser('a'));
    });

    it('refuses a look-alike of a taken email; looks each up by its own spelling only', async () => {
      const user = makeUser('a', { email: 'Look.Alike@Example.com' });
      await store.insertUser(user);
      // Cyrillic о twice; full-width letters; the domain as IDNA spells a Cyrillic а in it.
      for (const twin of ['Lооk.Alike@Example.com', 'ｌｏｏｋ.alike@example.com'])
        await expect(store.insertUser(makeUser('a', { email: twin })), twin).rejects.toEqual(
          new StoreConflictError('email'),
        );
      expect(await store.getUser('a', { email: 'lооk.alike@example.com' })).toBeNull();
      await store.insertUser(makeUser('b', { email: 'Lооk.Alike@Example.com' }));
      // ASCII letters are never one another.
      await store.insertUser(makeUser('a', { email: 'LooK.A1ike@Example.com' }));
      const other = makeUser('a');
      await store.insertUser(other);
      await expect(
        store.updateUser('a', other.id, { email: 'look.alike@xn--exmple-4nf.com' }),
      ).rejects.toEqual(new StoreConflictError('email'));
      expect(await store.getUser('a', { id: other.id })).toEqual(other);
      // A look-alike email and a taken username: every store names the username (PostgreSQL
      // checks its unique indexes in the order they were made; the memory store follows it).
      const named = makeUser('a', { username: 'look-alike-owner' });
      await store.insertUser(named);
      await expect(
        store.insertUser(
          makeUser('a', { email: 'lооk.alike@example.com', username: 'look-alike-owner' }),
        ),
      ).rejects.toEqual(new StoreConflictError('username'));
    });

    it('updates a user, optionally ending its sessions in the same step', async () => {
      const user = makeUser('a');
      await store.insertUser(user);
      await store.insertSession({
        idHash: `${user.id}-s1`,
        appId: 'a',
        userId: user.id,
        createdAt: 1,
        expiresAt: 2,
      });
      const renamed = await store.updateUser('a', user.id, {
        name: 'Renamed',
        settings: { replaced: true },
      });
      expect(renamed).toEqual({ ...user, name: 'Renamed', settings: { replaced: true } });
      expect(await store.getUser('a', { id: user.id })).toEqual(renamed);
      expect(await store.getSession(`${user.id}-s1`)).toMatchObject({ user: { name: 'Renamed' } });

      await store.updateUser('a', user.id, { passwordHash: 'scrypt$new' }, { endSessions: true });
      expect(await store.getSession(`${user.id}-s1`)).toBeNull();
      expect((await store.getUser('a', { id: user.id }))?.passwordHash).toBe('scrypt$new');
      expect(await store.updateUser('a', 'nobody', { name: 'x' })).toBeNull();
    });

    it('refuses an update to a taken email and keeps the user as it was', async () => {
      const first = makeUser('a');
      const second = makeUser('a');
      await store.insertUser(first);
      await store.insertUser(second);
      await expect(
        store.updateUser('a', second.id, { email: first.email, name: 'Changed' }),
      ).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.getUser('a', { id: second.id })).toEqual(second);
      // Its own email, in another case, is not a conflict.
      await store.updateUser('a', second.id, { email: second.email.toUpperCase() });
    });

    it('keeps sessions, finds them with their user, deletes one at a time', async () => {
      const user = makeUser('a');
      await store.insertUser(user);
      const session = {
        idHash: `${user.id}-s`,
        appId: 'a',
        userId: user.id,
        createdAt: 10,
        expiresAt: 20,
      };
      await store.insertSession(session);
      await store.insertSession({ ...session, idHash: `${user.id}-t` });
      expect(await store.getSession(session.idHash)).toEqual({ session, user });
      await store.deleteSession(session.idHash);
      expect(await store.getSession(session.idHash)).toBeNull();
      expect(await store.getSession(`${user.id}-t`)).not.toBeNull();
      expect(await store.getSession('unknown')).toBeNull();
    });

    it('deletes a user with its sessions and codes', async () => {
      const user = makeUser('a');
      const other = makeUser('a');
      await store.insertUser(user);
      await store.insertUser(other);
      await store.insertSession({
        idHash: `${user.id}-s`,
        appId: 'a',
        userId: user.id,
        createdAt: 1,
        expiresAt: 2,
      });
      await store.insertSession({
        idHash: `${other.id}-s`,
        appId: 'a',
        userId: other.id,
        createdAt: 1,
        expiresAt: 2,
      });
      const otp: StoredOtp = {
        appId: 'a',
        emailKey: user.email.toLowerCase(),
        purpose: 'verify-email',
        userId: user.id,
        codeHash: 'h',
        expiresAt: 5,
        attempts: 0,
      };
      await store.putOtp(otp);
      expect(await store.deleteUser('a', user.id)).toBe(true);
      expect(await store.getUser('a', { id: user.id })).toBeNull();
      expect(await store.getSession(`${user.id}-s`)).toBeNull();
      expect(await store.getOtp('a', otp.emailKey, 'verify-email')).toBeNull();
      expect(await store.getSession(`${other.id}-s`)).not.toBeNull();
      expect(await store.deleteUser('a', user.id)).toBe(false);
      // The email is free again.
      await store.insertUser(makeUser('a', { email: user.email }));
    });

    it('keeps one code per app, email and purpose, reserves tries, takes a code once', async () => {
      const otp: StoredOtp = {
        appId: 'a',
        emailKey: `otp-${sequence}@example.com`,
        purpose: 'reset-password',
        userId: 'u',
        codeHash: 'h1',
        expiresAt: 100,
        attempts: 0,
      };
      const key = ['a', otp.emailKey, 'reset-password'] as const;
      await store.putOtp(otp);
      await store.putOtp({ ...otp, purpose: 'verify-email', codeHash: 'v' });
      expect(await store.getOtp(...key)).toEqual(otp);
      expect(await store.reserveOtpTry(...key, 2)).toEqual({ ...otp, attempts: 1 });
      expect(await store.reserveOtpTry(...key, 2)).toEqual({ ...otp, attempts: 2 });
      // Used up: no more tries, and the count stays.
      expect(await store.reserveOtpTry(...key, 2)).toBeNull();
      expect((await store.getOtp(...key))?.attempts).toBe(2);
      await store.putOtp({ ...otp, codeHash: 'h2', expiresAt: 200 });
      expect(await store.getOtp(...key)).toEqual({
        ...otp,
        codeHash: 'h2',
        expiresAt: 200,
        attempts: 0,
      });
      expect((await store.getOtp('a', otp.emailKey, 'verify-email'))?.codeHash).toBe('v');
      // Only the code with that hash is taken, and only once.
      expect(await store.takeOtp(...key, 'h1')).toBeNull();
      expect(await store.takeOtp(...key, 'h2')).toMatchObject({ codeHash: 'h2', userId: 'u' });
      expect(await store.takeOtp(...key, 'h2')).toBeNull();
      expect(await store.getOtp(...key)).toBeNull();
      expect(await store.reserveOtpTry(...key, 5)).toBeNull();
      expect(await store.getOtp('b', otp.emailKey, 'verify-email')).toBeNull();
    });

    it('reserves no more tries than allowed however many race', async () => {
      const otp: StoredOtp = {
        appId: 'a',
        emailKey: `race-${sequence}@example.com`,
        purpose: 'verify-email',
        userId: 'u',
        codeHash: 'h',
        expiresAt: 100,
        attempts: 0,
      };
      await store.putOtp(otp);
      const tries = await Promise.all(
        Array.from({ length: 40 }, () => store.reserveOtpTry('a', otp.emailKey, otp.purpose, 5)),
      );
      expect(tries.filter((reserved) => reserved !== null).map((r) => r?.attempts)).toEqual(
        expect.arrayContaining([1, 2, 3, 4, 5]),
      );
      expect(tries.filter((reserved) => reserved !== null)).toHaveLength(5);
    });

    it('an email change drops the user’s codes and can keep the caller’s session', async () => {
      const user = makeUser('a');
      const other = makeUser('a');
      await store.insertUser(user);
      await store.insertUser(other);
      const session = (idHash: string, userId: string) => ({
        idHash,
        appId: 'a',
        userId,
        createdAt: 1,
        expiresAt: 2,
      });
      await store.insertSession(session(`${user.id}-mine`, user.id));
      await store.insertSession(session(`${user.id}-other`, user.id));
      await store.insertSession(session(`${other.id}-s`, other.id));
      const code = (owner: StoredUser, purpose: StoredOtp['purpose']): StoredOtp => ({
        appId: 'a',
        emailKey: owner.email.toLowerCase(),
        purpose,
        userId: owner.id,
        codeHash: 'h',
        expiresAt: 100,
        attempts: 0,
      });
      for (const purpose of ['verify-email', 'reset-password'] as const) {
        await store.putOtp(code(user, purpose));
        await store.putOtp(code(other, purpose));
      }
      // A new spelling of the same address keeps the codes; ifEmailKey guards the update.
      await store.updateUser('a', user.id, { email: user.email.toUpperCase() });
      expect(await store.getOtp('a', user.email.toLowerCase(), 'verify-email')).not.toBeNull();
      expect(
        await store.updateUser('a', user.id, { name: 'X' }, { ifEmailKey: 'else@example.com' }),
      ).toBeNull();
      expect((await store.getUser('a', { id: user.id }))?.name).toBe(user.name);

      const moved = await store.updateUser(
        'a',
        user.id,
        { email: `moved-${user.email}` },
        { endSessions: true, keepSession: `${user.id}-mine`, ifEmailKey: user.email.toLowerCase() },
      );
      expect(moved?.email).toBe(`moved-${user.email}`);
      for (const purpose of ['verify-email', 'reset-password'] as const) {
        expect(await store.getOtp('a', user.email.toLowerCase(), purpose)).toBeNull();
        expect(await store.getOtp('a', other.email.toLowerCase(), purpose)).not.toBeNull();
      }
      expect(await store.getSession(`${user.id}-mine`)).not.toBeNull();
      expect(await store.getSession(`${user.id}-other`)).toBeNull();
      expect(await store.getSession(`${other.id}-s`)).not.toBeNull();
    });

    it('adds a session only while the password hash checked is still the user’s', async () => {
      const user = makeUser('a', { passwordHash: 'scrypt$old' });
      await store.insertUser(user);
      const session = (idHash: string) => ({
        idHash,
        appId: 'a',
        userId: user.id,
        createdAt: 1,
        expiresAt: 2,
      });
      expect(
        await store.insertSession(session(`${user.id}-1`), { ifPasswordHash: 'scrypt$old' }),
      ).toBe(true);
      await store.updateUser('a', user.id, { passwordHash: 'scrypt$new' }, { endSessions: true });
      expect(
        await store.insertSession(session(`${user.id}-2`), { ifPasswordHash: 'scrypt$old' }),
      ).toBe(false);
      expect(await store.getSession(`${user.id}-1`)).toBeNull();
      expect(await store.getSession(`${user.id}-2`)).toBeNull();
      await store.deleteUser('a', user.id);
      expect(
        await store.insertSession(session(`${user.id}-3`), { ifPasswordHash: 'scrypt$new' }),
      ).toBe(false);
      expect(await store.getSession(`${user.id}-3`)).toBeNull();
    });

    it('keeps at most keepAtMost sessions of a user, the new one and the newest others', async () => {
      const user = makeUser('a', { passwordHash: 'scrypt$k' });
      const other = makeUser('a');
      await store.insertUser(user);
      await store.insertUser(other);
      const at = (createdAt: number, userId = user.id) => ({
        idHash: `${userId}-${createdAt}`,
        appId: 'a',
        userId,
        createdAt,
        expiresAt: createdAt + 10,
      });
      await store.insertSession(at(1, other.id));
      for (let time = 1; time <= 4; time++)
        await store.insertSession(at(time), { ifPasswordHash: 'scrypt$k', keepAtMost: 3 });
      expect(await store.getSession(`${user.id}-1`)).toBeNull();
      for (const time of [2, 3, 4])
        expect(await store.getSession(`${user.id}-${time}`)).not.toBeNull();
      // Another user's sessions are not counted nor ended.
      expect(await store.getSession(`${other.id}-1`)).not.toBeNull();
    });

    it('updates and deletes only while the session and password checked still hold', async () => {
      const user = makeUser('a', { passwordHash: 'scrypt$old' });
      await store.insertUser(user);
      const idHash = `${user.id}-s`;
      await store.insertSession({
        idHash,
        appId: 'a',
        userId: user.id,
        createdAt: 1,
        expiresAt: 2,
      });
      expect(
        await store.updateUser('a', user.id, { name: 'One' }, { ifSession: idHash }),
      ).toMatchObject({ name: 'One' });
      expect(
        await store.updateUser('a', user.id, { name: 'Two' }, { ifPasswordHash: 'scrypt$other' }),
      ).toBeNull();
      await store.deleteSession(idHash);
      expect(
        await store.updateUser('a', user.id, { name: 'Three' }, { ifSession: idHash }),
      ).toBeNull();
      expect(await store.deleteUser('a', user.id, { ifSession: idHash })).toBe(false);
      expect((await store.getUser('a', { id: user.id }))?.name).toBe('One');
      // Another user's session is not this user's.
      const other = makeUser('a');
      await store.insertUser(other);
      await store.insertSession({
        idHash: `${other.id}-s`,
        appId: 'a',
        userId: other.id,
        createdAt: 1,
        expiresAt: 2,
      });
      expect(await store.deleteUser('a', user.id, { ifSession: `${other.id}-s` })).toBe(false);
      expect(await store.deleteUser('a', user.id)).toBe(true);
    });

    it('hands out copies: changing a returned value changes nothing stored', async () => {
      const user = makeUser('a');
      await store.insertUser(user);
      const read = await store.getUser('a', { id: user.id });
      if (!read) throw new Error('missing');
      read.name = 'Mutated';
      (read.settings as { theme: string }).theme = 'light';
      user.name = 'Mutated too';
      const again = await store.getUser('a', { id: user.id });
      expect(again?.name).not.toMatch(/Mutated/);
      expect(again?.settings).toEqual({ theme: 'dark', nested: [1, { deep: true }] });
    });
  });
}
