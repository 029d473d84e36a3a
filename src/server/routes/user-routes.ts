import * as z from 'zod/mini';
import { sendNotice } from '../account-notices';
import { splitAppFieldChanges, withAppFieldChanges } from '../app-fields';
import { refuseCommonPassword } from '../common-passwords';
import { confirmCurrentPassword } from '../current-password';
import { forbidden, HttpError, invalid, notFound } from '../http-error';
import { clearLoginFailures } from '../password-check';
import { refuseOversizedDocuments } from '../record-size';
import {
  actingSession,
  body,
  clearIfOwn,
  hashNewPassword,
  type RouteContext,
  requireActingOn,
  requireApiKey,
  sessionEndedError,
} from '../route-context';
import { lookupKey, type UserChanges } from '../store/auth-store';
import { publicUser } from '../user-record';
import { refuseInvisibleUsername } from '../username-rule';
import { parseBody, profileBody, updateBody } from '../wire-schemas';
import type { Route } from './route';

/** The update body, plus the current password that confirms a new password or email. */
const updateWithCurrentPassword = z.extend(updateBody, {
  currentPassword: z.optional(
    z.string().check(z.minLength(1, 'Required'), z.maxLength(1024, 'At most 1024 characters')),
  ),
});
const updateNamedFields = new Set(Object.keys(updateWithCurrentPassword.def.shape));

/** A query parameter given once and not empty. */
const queryParam = (url: URL, name: string) => {
  const values = url.searchParams.getAll(name);
  if (values.length > 1) throw invalid({ [name]: 'Given more than once' });
  return values[0] === '' ? undefined : values[0];
};

/**
 * `role` and `isActive` are the app's decisions about a user, not the user's: with a session
 * alone, changing them is 403 (sending back the value already stored is no change).
 */
function requireKeyForAccountState(ctx: RouteContext, changes: UserChanges) {
  if (ctx.hasApiKey || !ctx.session) return;
  const { user } = ctx.session;
  const changed = (['role', 'isActive'] as const).filter(
    (field) => changes[field] !== undefined && changes[field] !== user[field],
  );
  if (changed.length > 0) {
    throw forbidden(`Only the application API key may change ${changed.join(' and ')}.`);
  }
}

/**
 * Deleting with a session alone needs a recent sign-in (`reauthAfterSeconds`, 10 minutes): a
 * stolen cookie alone cannot delete the account. The app signs the user in again (login makes
 * a fresh session) and retries. The API key is the app's admin path and needs none.
 */
function requireRecentSignIn(ctx: RouteContext) {
  if (ctx.hasApiKey || !ctx.session) return;
  if (ctx.now() - ctx.session.session.createdAt <= ctx.reauthAfterSeconds * 1000) return;
  throw new HttpError(
    403,
    'reauthentication_required',
    'Sign in again to delete the account: this session was signed in too long ago.',
  );
}

export const userRoutes: Route[] = [
  {
    method: 'GET',
    path: '/users/:appId/user',
    async handler(ctx) {
      requireApiKey(ctx);
      if (ctx.params.appId !== ctx.appId) throw forbidden('The API key is not for that app.');
      const id = queryParam(ctx.url, 'id');
      const username = queryParam(ctx.url, 'username');
      if ((id === undefined) === (username === undefined)) {
        throw invalid({ id: 'Give id or username', username: 'Give id or username' });
      }
      const user = await ctx.store.getUser(
        ctx.appId,
        id !== undefined ? { id } : { username: username ?? '' },
      );
      if (!user) throw notFound('No such user.');
      return { body: publicUser(user) };
    },
  },
  {
    method: 'POST',
    path: '/users/profile',
    async handler(ctx) {
      const { userId } = parseBody(profileBody, await body(ctx));
      requireActingOn(ctx, userId);
      const user = await ctx.store.getUser(ctx.appId, { id: userId });
      if (!user) throw notFound('No such user.');
      return { body: publicUser(user) };
    },
  },
  {
    method: 'PUT',
    path: '/users/update/:userId',
    async handler(ctx) {
      const userId = ctx.params.userId ?? '';
      requireActingOn(ctx, userId);
      // With the API key, fields beyond the named ones change the app's fields (null removes).
      const split = splitAppFieldChanges(await body(ctx), updateNamedFields, ctx.hasApiKey);
      const { appId, password, currentPassword, ...patch } = parseBody(
        updateWithCurrentPassword,
        split.named,
      );
      refuseInvisibleUsername(patch.username);
      if (password) await refuseCommonPassword(password, 'password');
      if (appId !== undefined && appId !== ctx.appId)
        throw forbidden('That user belongs to another app.');
      // null or absent leaves a field as it is (the spec's partial update); '' clears an
      // optional text field.
      const changes: UserChanges = Object.fromEntries(
        Object.entries(patch)
          .filter(([, value]) => value !== null && value !== undefined)
          .map(([key, value]) => [key, value === '' ? null : value]),
      );
      requireKeyForAccountState(ctx, changes);
      const current = await ctx.store.getUser(ctx.appId, { id: userId });
      if (!current) throw notFound('No such user.');
      if (split.appFields.size > 0)
        changes.extra = withAppFieldChanges(current.extra, split.appFields);
      // A new address (not a new spelling of the same one) is unverified, and needs proof.
      const emailKey = lookupKey(current.email);
      const newEmail = changes.email !== undefined && lookupKey(changes.email) !== emailKey;
      await confirmCurrentPassword(ctx, current, Boolean(password) || newEmail, currentPassword);
      if (newEmail) changes.emailVerified = false;
      if (password) changes.passwordHash = await hashNewPassword(ctx, password);
      changes.updatedAt = ctx.now();
      // A new password, or a disabled account, ends every session of the user; a new email
      // every other one (the store also drops the codes mailed to the old address).
      const endAll = Boolean(password) || changes.isActive === false;
      // Checked in the write's own transaction: the email seen, the caller's session (a logout
      // or a password change that ended it wins), and the password confirmed, if one was.
      const user = await ctx.store.updateUser(ctx.appId, userId, changes, {
        endSessions: endAll || newEmail,
        keepSession: endAll ? undefined : ctx.session?.session.idHash,
        ifEmailKey: emailKey,
        ifSession: actingSession(ctx),
        ifPasswordHash: currentPassword === undefined ? undefined : current.passwordHash,
        validate: refuseOversizedDocuments,
      });
      if (!user) {
        throw (
          (await sessionEndedError(ctx)) ??
          new HttpError(409, 'conflict', 'The user changed meanwhile. Try again.')
        );
      }
      // A new password clears the email's failures (the owner is not kept at 429 by guesses).
      if (password) await clearLoginFailures(ctx, user.email);
      // The address the account had hears of it.
      if (newEmail) sendNotice(ctx, current.email, 'email-changed');
      if (password) sendNotice(ctx, current.email, 'password-changed');
      return {
        body: { user: publicUser(user) },
        cookies: endAll ? clearIfOwn(ctx, userId) : [],
      };
    },
  },
  {
    method: 'DELETE',
    path: '/users/delete/:userId',
    async handler(ctx) {
      const userId = ctx.params.userId ?? '';
      requireActingOn(ctx, userId);
      requireRecentSignIn(ctx);
      // Only while the caller's session lives (a logout or password change that ended it wins).
      const deleted = await ctx.store.deleteUser(ctx.appId, userId, {
        ifSession: actingSession(ctx),
      });
      if (!deleted) throw (await sessionEndedError(ctx)) ?? notFound('No such user.');
      return { body: { success: true }, cookies: clearIfOwn(ctx, userId) };
    },
  },
  {
    method: 'GET',
    path: '/users/check-user/:userId',
    async handler(ctx) {
      requireApiKey(ctx);
      const appId = queryParam(ctx.url, 'appId');
      if (appId !== undefined && appId !== ctx.appId)
        throw forbidden('The API key is not for that app.');
      const user = await ctx.store.getUser(ctx.appId, { id: ctx.params.userId ?? '' });
      return { body: { exists: user !== null } };
    },
  },
];
