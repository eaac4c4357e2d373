import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createOAuthRepo } from './oauth.repo.js';
import { createOAuthService } from './oauth.service.js';
import { createProviderClient } from './provider-client.js';
import { resolveProviders } from './providers.js';

/** Social login (spec §1, §7): the round trip to a provider and the short-lived social token. */
export function createOAuthServices({ db, clock, config }: { db: Database; clock: Clock; config: Config }) {
  const repo = createOAuthRepo(db);
  return {
    oauth: createOAuthService({
      repo,
      clock,
      providers: resolveProviders(config),
      client: createProviderClient({ clock }),
    }),
    housekeeping: createOAuthHousekeeping({ db }),
  };
}

/** Deletes what has expired and can no longer be used (the housekeeping job runs it; safe on every instance). */
export function createOAuthHousekeeping({ db }: { db: Database }) {
  const repo = createOAuthRepo(db);
  return {
    /** Expired social tokens and used states past their round trip; answers how many of each. */
    purgeExpired: (now: Date) => repo.purgeExpired(now),
  };
}
export type OAuthHousekeeping = ReturnType<typeof createOAuthHousekeeping>;

export { oauthRoutes } from './oauth.routes.js';
