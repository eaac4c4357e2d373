/** Query keys of the auth screens' other reads (not member data: kept across logins). */
export const authKeys = {
  all: ['auth'] as const,
  oauthProviders: () => [...authKeys.all, 'oauth-providers'] as const,
};
