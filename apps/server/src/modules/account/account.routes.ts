import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import type { AccountServices } from './account.services.js';
import type { Auth } from './auth.js';
import { codeRoutes } from './codes.routes.js';
import { profileRoutes } from './profile.routes.js';
import { sessionRoutes } from './session.routes.js';

/** Every Account call of spec §7 except social login (modules/oauth). Per-IP limits in rate-limits.ts. */
export function accountRoutes(
  deps: { auth: Auth; clock: Clock },
  services: AccountServices,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(sessionRoutes(deps, services));
    await app.register(codeRoutes(deps, services));
    await app.register(profileRoutes(deps, services));
  };
}
