import { appFieldsOf } from '../app-fields';
import { refuseCommonPassword } from '../common-passwords';
import { clearedSessionCookie } from '../cookies';
import { forbidden, HttpError } from '../http-error';
import { passwordMatches } from '../password-check';
import { body, hashNewPassword, limitAddress, startSession } from '../route-context';
import { newUserId, sha256 } from '../secrets';
import type { StoredUser } from '../store/auth-store';
import { publicUser } from '../user-record';
import { loginBody, parseBody, signupBody, signupNamedFields } from '../wire-schemas';
import type { Route } from './route';

export const sessionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/users/signup',
    async handler(ctx) {
      const raw = await body(ctx);
      const fields = parseBody(signupBody, raw);
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
        // In turn with other clients' hashes (see hash-queue.ts).
        passwordHash: await hashNewPassword(ctx, fields.password),
        createdAt: now,
        updatedAt: now,
      };
      await ctx.store.insertUser(user);
      return {
        status: 201,
        body: { user: publicUser(user) },
        cookies: [await startSession(ctx, user)],
      };
    },
  },
  {
    method: 'POST',
    path: '/users/login',
    async handler(ctx) {
      const { email, password } = parseBody(loginBody, await body(ctx));
      const user = await ctx.store.getUser(ctx.appId, { email });
      // Checked even for an unknown email (against a dummy hash): both answers take as long.
      if (!(await passwordMatches(ctx, email, password, user)) || !user) {
        throw new HttpError(401, 'invalid_credentials', 'Wrong email or password.');
      }
      if (user.isActive === false) {
        throw new HttpError(403, 'account_disabled', 'This account is disabled.');
      }
      return { body: { user: publicUser(user) }, cookies: [await startSession(ctx, user)] };
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
