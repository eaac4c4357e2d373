import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { ScoreSettings } from '../settings/index.js';
import { createCatalogueRepo } from './catalogue.repo.js';
import { createHomeRepo } from './home.repo.js';
import { createHomeService } from './home.service.js';
import { createLeagueRepo } from './league.repo.js';
import { createLeagueService } from './league.service.js';
import { createNewsRepo } from './news.repo.js';
import { createNewsService } from './news.service.js';
import { createSearchRepo } from './search.repo.js';
import { createSearchService } from './search.service.js';
import { createVodRepo } from './vod.repo.js';
import { createVodService } from './vod.service.js';

/** The catalogue's services, each given the narrow repositories it reads. */
export function createCatalogueServices({
  db,
  clock,
  scores,
}: {
  db: Database;
  clock: Clock;
  scores: ScoreSettings;
}) {
  const catalogue = createCatalogueRepo(db, scores);
  const home = createHomeRepo(db);
  const leagues = createLeagueRepo(db);
  const news = createNewsRepo(db);
  const vods = createVodRepo(db);
  return {
    home: createHomeService({ catalogue, home, vods, news, clock }),
    leagues: createLeagueService({ catalogue, leagues, vods, news, clock }),
    vods: createVodService({ catalogue, vods, clock }),
    search: createSearchService({ catalogue, search: createSearchRepo(db), home, vods, clock }),
    news: createNewsService({ catalogue, leagues, news }),
  };
}

export type CatalogueServices = ReturnType<typeof createCatalogueServices>;
