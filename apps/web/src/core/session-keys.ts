/** Query keys of the session: the one cache entry every screen reads the logged-in member from. */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
  profile: () => [...sessionKeys.all, 'profile'] as const,
};
