import { partialMatchKey } from '@tanstack/react-query';
import type { GetUserParams } from '../client/types';

/**
 * Every query and mutation key latchkey uses, general to specific. Everything tied to a
 * signed-in user starts with `authKeys.user()`, so one `removeQueries({queryKey:
 * authKeys.user()})` forgets it.
 */
export const authKeys = {
  all: ['latchkey'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  /** Every profile: the prefix of {@link authKeys.profile}. */
  profiles: () => [...authKeys.user(), 'profile'] as const,
  profile: (userId: string) => [...authKeys.profiles(), userId] as const,
  lookup: (params: GetUserParams) => [...authKeys.user(), 'lookup', params] as const,
  exists: (userId: string) => [...authKeys.user(), 'exists', userId] as const,
  /** Every latchkey mutation: the prefix of {@link authKeys.mutation}. */
  mutations: () => [...authKeys.all, 'mutation'] as const,
  /** The key of one kind of mutation (`'login'`, `'updateUser'`, ...). */
  mutation: (name: string) => [...authKeys.mutations(), name] as const,
};

/** Whether `key` starts with `prefix` (a key of {@link authKeys} or one below it). */
export const keyStartsWith = (key: readonly unknown[] | undefined, prefix: readonly unknown[]) =>
  key !== undefined && partialMatchKey(key, prefix);
