/** Query keys of the session: the one cache entry every screen reads the logged-in member from. */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
  profile: () => [...sessionKeys.all, 'profile'] as const,
};

/** Query keys of the auth screens' other reads (not member data: kept across logins). */
export const authKeys = {
  all: ['auth'] as const,
  oauthProviders: () => [...authKeys.all, 'oauth-providers'] as const,
};
