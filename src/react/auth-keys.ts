import type { GetUserParams } from '../client/types';

/**
 * Every query key latchkey uses, general to specific. Everything tied to a signed-in user
 * starts with `authKeys.user()`, so one `removeQueries({queryKey: authKeys.user()})` forgets it.
 */
export const authKeys = {
  all: ['latchkey'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  profile: (userId: string) => [...authKeys.user(), 'profile', userId] as const,
  lookup: (params: GetUserParams) => [...authKeys.user(), 'lookup', params] as const,
  exists: (userId: string) => [...authKeys.user(), 'exists', userId] as const,
};
