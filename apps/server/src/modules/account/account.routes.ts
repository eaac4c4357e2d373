import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app.js';
import { rateLimitStore } from '../../http/rate-limit.js';
import { createAccountServices } from './account.services.js';
import { codeRoutes } from './codes.routes.js';
import { profileRoutes } from './profile.routes.js';
import { sessionRoutes } from './session.routes.js';

/** Every Account call of spec §7 except social login (modules/oauth). Per-IP limits in rate-limits.ts. */
export function accountRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyRateLimit, { global: false, ...rateLimitStore(deps) });
    const services = createAccountServices(deps);
    await app.register(sessionRoutes(deps, services));
    await app.register(codeRoutes(deps, services));
    await app.register(profileRoutes(deps, services));
  };
}
