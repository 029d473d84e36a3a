import { appFieldsOf } from '../app-fields';
import { refuseCommonPassword } from '../common-passwords';
import { clearedSessionCookie } from '../cookies';
import { deviceCookie, trustedDevice } from '../device-cookie';
import { forbidden, HttpError } from '../http-error';
import { passwordMatches } from '../password-check';
import {
  body,
  hashNewPassword,
  limitAddress,
  type RouteContext,
  startSession,
} from '../route-context';
import { newUserId, sha256 } from '../secrets';
import type { StoredUser } from '../store/auth-store';
import { publicUser } from '../user-record';
import { refuseInvisibleUsername } from '../username-rule';
import { loginBody, parseBody, signupBody, signupNamedFields } from '../wire-schemas';
import type { Route } from './route';

/**
 * Hashes a signup's password in turn with other clients' hashes (see hash-queue.ts). A 503 (the
 * queue is full) made no account, so it gives the address's signup back.
 */
async function signupHash(ctx: RouteContext, password: string): Promise<string> {
  try {
    return await hashNewPassword(ctx, password);
  } catch (error) {
    if (ctx.clientAddress !== undefined)
      await ctx.limits.byAddress?.signups.giveBack(ctx.clientAddress);
    throw error;
  }
}

export const sessionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/users/signup',
    async handler(ctx) {
      const raw = await body(ctx);
      const fields = parseBody(signupBody, raw);
      refuseInvisibleUsername(fields.username);
      await refuseCommonPassword(fields.password, 'password');
      const extra = appFieldsOf(raw, signupNamedFields);
      // The app decides a user's role and whether the account is active, not the user.
      const accountState = [fields.role ? 'role' : '', fields.isActive != null ? 'isActive' : ''];
      if (accountState.some(Boolean) && !ctx.hasApiKey) {
        const named = accountState.filter(Boolean).join(' and ');
        throw forbidden(`Only the application API key may set ${named}.`);
      }
      await limitAddress(ctx, (byAddress) => byAddress.signups);
      const now = ctx.now();
      const user: StoredUser = {
        id: newUserId(),
        appId: ctx.appId,
        name: fields.name,
        email: fields.email,
        username: fields.username || null,
        phone: fields.phone || null,
        address: fields.address || null,
        avatarUrl: fields.avatarUrl || null,
        isActive: fields.isActive ?? null,
        role: fields.role || null,
        settings: fields.settings ?? null,
        packageInfo: fields.packageInfo ?? null,
        notifications: fields.notifications ?? null,
        extraInfo: fields.extraInfo ?? null,
        extra,
        emailVerified: false,
        passwordHash: await signupHash(ctx, fields.password),
        createdAt: now,
        updatedAt: now,
      };
      await ctx.store.insertUser(user);
      const cookie = await startSession(ctx, user);
      // Only when the account was deleted or its password changed in the instant since.
      if (!cookie) throw new HttpError(409, 'conflict', 'The account changed meanwhile. Sign in.');
      // Signing up proved the password as a login does: this browser is a known device.
      return {
        status: 201,
        body: { user: publicUser(user) },
        cookies: [cookie, await deviceCookie(ctx, user)],
      };
    },
  },
  {
    method: 'POST',
    path: '/users/login',
    async handler(ctx) {
      const { email, password } = parseBody(loginBody, await body(ctx));
      const user = await ctx.store.getUser(ctx.appId, { email });
      // A browser where this account signed in before has a failure budget of its own.
      const device = await trustedDevice(ctx, user, email);
      // Checked even for an unknown email (against a dummy hash): both answers take as long.
      if (!(await passwordMatches(ctx, email, password, user, device)) || !user) {
        throw new HttpError(401, 'invalid_credentials', 'Wrong email or password.');
      }
      if (user.isActive === false) {
        throw new HttpError(403, 'account_disabled', 'This account is disabled.');
      }
      const cookie = await startSession(ctx, user);
      // The password was changed or reset (or the account deleted) while this one was being
      // checked: the password checked is no longer the user's, so no session.
      if (!cookie) throw new HttpError(401, 'invalid_credentials', 'Wrong email or password.');
      // A fresh device token at each sign-in (OWASP): the browser is known from now on.
      return { body: { user: publicUser(user) }, cookies: [cookie, await deviceCookie(ctx, user)] };
    },
  },
  {
    method: 'POST',
    path: '/users/logout',
    async handler(ctx) {
      if (ctx.sessionId) await ctx.store.deleteSession(await sha256(ctx.sessionId));
      return { body: { success: true }, cookies: [clearedSessionCookie(ctx.secure)] };
    },
  },
  {
    method: 'GET',
    path: '/users/session',
    async handler(ctx) {
      if (ctx.session) return { body: { authenticated: true, user: publicUser(ctx.session.user) } };
      // A cookie that no longer opens a session is dropped from the browser too.
      const cookies = ctx.staleCookie ? [clearedSessionCookie(ctx.secure)] : [];
      return { body: { authenticated: false }, cookies };
    },
  },
];
