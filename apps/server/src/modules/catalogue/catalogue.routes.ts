import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastAnswers } from '../../http/fast-answers.js';
import type { Guard } from '../../http/guard.js';
import type { ReadCache } from '../../shared/read-cache.js';
import type { CatalogueServices } from './catalogue.services.js';
import { homeRoutes } from './home.routes.js';
import { leagueRoutes } from './league.routes.js';
import { newsRoutes } from './news.routes.js';
import { searchRoutes } from './search.routes.js';
import { vodRoutes } from './vod.routes.js';

/**
 * The catalogue calls of spec §7 "Content": home and intro, game types, leagues, seasons, rounds,
 * entries, VOD lists, programmes, themes, search and news. Everything needs a login except
 * /game/type, /top and /introsection/web, which the visitors' intro page uses.
 */
export function catalogueRoutes(
  deps: { auth: Guard; cache: ReadCache; fast?: Pick<FastAnswers, 'add'> },
  services: CatalogueServices,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(homeRoutes(deps, services));
    await app.register(leagueRoutes(deps, services));
    await app.register(vodRoutes(deps, services));
    await app.register(searchRoutes(deps, services));
    await app.register(newsRoutes(deps, services));
  };
}
