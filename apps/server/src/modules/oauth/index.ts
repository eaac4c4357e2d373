import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createOAuthRepo } from './oauth.repo.js';
import { createOAuthService } from './oauth.service.js';
import { createProviderClient } from './provider-client.js';
import { resolveProviders } from './providers.js';

/** Social login (spec §1, §7): the round trip to a provider and the short-lived social token. */
export function createOAuthServices({ db, clock, config }: { db: Database; clock: Clock; config: Config }) {
  return {
    oauth: createOAuthService({
      repo: createOAuthRepo(db),
      clock,
      providers: resolveProviders(config),
      client: createProviderClient({ clock }),
    }),
  };
}
export type OAuthServices = ReturnType<typeof createOAuthServices>;

export { createOAuthRepo } from './oauth.repo.js';
export { oauthRoutes } from './oauth.routes.js';
