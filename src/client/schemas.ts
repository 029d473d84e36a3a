import * as z from 'zod/mini';

// Schemas for every parameter object and for the response shapes the spec names: the public
// types derive from them (`z.infer`), and an app may validate with them. Nothing of latchkey
// runs them: the client checks only what the contract says it must (param-rules.ts), the forms
// and the reference service check the field rules of src/shared/field-rules.ts, so an app that
// never imports these pays nothing for zod.

/** A required string: present and not `''`. */
const filled = () => z.string().check(z.minLength(1, 'Required'));
/** A required string that is not blank either (signup). */
const filledText = () => z.string().check(z.trim(), z.minLength(1, 'Required'));
const optionalText = () => z.nullish(z.string());

/** Fields of a user record that both signup and updateUser accept. */
const profileFields = {
  username: optionalText(),
  phone: optionalText(),
  address: optionalText(),
  avatarUrl: optionalText(),
  isActive: z.nullish(z.boolean()),
  role: optionalText(),
};

/** `signupUser` parameters; `extra` holds application fields merged into the body. */
export const signupParamsSchema = z.object({
  name: filledText(),
  email: filledText(),
  password: filledText(),
  ...profileFields,
  extra: z.optional(z.record(z.string(), z.unknown())),
});

/** `loginUser` parameters. */
export const loginParamsSchema = z.object({ email: filled(), password: filled() });

/** `requestEmailVerificationOTP` parameters: whose address, and the address the code goes to. */
export const requestEmailVerificationParamsSchema = z.object({ userId: filled(), email: filled() });

/** `verifyEmail` parameters: the address and the code the user typed. */
export const verifyEmailParamsSchema = z.object({ email: filled(), otp: filled() });

/** `getUser` parameters: exactly one of `id` and `username`. */
export const getUserParamsSchema = z.union([
  z.object({ id: filled(), username: z.optional(z.undefined()) }),
  z.object({ username: filled(), id: z.optional(z.undefined()) }),
]);

/** Parameters of the operations that take only a user id. */
export const userIdParamsSchema = z.object({ userId: filled() });

/**
 * `updateUser` parameters: the user id and a partial patch. A null or absent field is left
 * unchanged by the service, never cleared. Changing `password` or `email` with a session alone
 * needs `currentPassword`; with the app's API key (a server) it does not.
 */
export const updateUserParamsSchema = z.object({
  userId: filled(),
  name: z.nullish(filled()),
  email: z.nullish(filled()),
  password: z.nullish(filled()),
  /**
   * The user's current password: a change of `password` or `email` made with the session alone
   * (no API key) needs it. Sent in the body, never kept.
   */
  currentPassword: z.nullish(filled()),
  ...profileFields,
  settings: z.optional(z.unknown()),
  packageInfo: z.optional(z.unknown()),
  notifications: z.optional(z.unknown()),
  extraInfo: z.optional(z.unknown()),
});

/** `changePassword` parameters. */
export const changePasswordParamsSchema = z.object({
  userId: filled(),
  currentPassword: filled(),
  newPassword: filled(),
});

/** `requestResetUserPasswordOTP` parameters: the account to recover. */
export const requestPasswordResetParamsSchema = z.object({ email: filled() });

/** `resetUserPassword` parameters. */
export const resetPasswordParamsSchema = z.object({
  email: filled(),
  otp: filled(),
  newPassword: filled(),
});

/**
 * A user record as the service returns it. Only `id`, `name` and `email` are promised by the
 * spec; the other fields are there when the service sends them. Unknown fields are kept.
 */
export const userSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  ...profileFields,
  settings: z.optional(z.unknown()),
  packageInfo: z.optional(z.unknown()),
  notifications: z.optional(z.unknown()),
  extraInfo: z.optional(z.unknown()),
});

/** Answer of `checkUserSession`: `user` is present when authenticated. */
export const checkSessionResponseSchema = z.looseObject({
  authenticated: z.boolean(),
  user: z.optional(userSchema),
});

/** Answer of `signupUser`: the new user, whose `id` the next steps need. */
export const signupResponseSchema = z.looseObject({ user: userSchema });

/** Answer of `loginUser`: the service may include the user. */
export const loginResponseSchema = z.looseObject({ user: z.optional(userSchema) });

/** Answer of `logoutUser`. */
export const logoutResponseSchema = z.object({ success: z.boolean() });

/** Answer of `checkIfUserExists`: whether the id is registered for this app. */
export const checkUserResponseSchema = z.looseObject({ exists: z.boolean() });

/** Answer of the operations the spec describes only as "an object". */
export const serviceResultSchema = z.record(z.string(), z.unknown());
