import type { StoredUser } from './store/auth-store';

/**
 * The user record as the service answers it: every field of spec 2.1 but the password, unset
 * fields as null, then the application's extra signup fields, then `emailVerified` and the
 * timestamps. The password hash is never part of it.
 */
export function publicUser(user: StoredUser): Record<string, unknown> {
  return {
    ...user.extra,
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.username,
    phone: user.phone,
    address: user.address,
    avatarUrl: user.avatarUrl,
    isActive: user.isActive,
    role: user.role,
    settings: user.settings ?? null,
    packageInfo: user.packageInfo ?? null,
    notifications: user.notifications ?? null,
    extraInfo: user.extraInfo ?? null,
    emailVerified: user.emailVerified,
    createdAt: new Date(user.createdAt).toISOString(),
    updatedAt: new Date(user.updatedAt).toISOString(),
  };
}
