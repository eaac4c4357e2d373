import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { FavoriteService } from '../favorites/index.js';
import type { ScoreSettings } from '../settings/index.js';
import { createScheduleRepo, type ScheduleRepo } from './schedule.repo.js';
import { createScheduleService } from './schedule.service.js';

/** The schedule's service, and the game lookup the channels' lives reuse. */
export function createScheduleServices({
  db,
  clock,
  scores,
  favorites,
}: {
  db: Database;
  clock: Clock;
  scores: ScoreSettings;
  favorites: Pick<FavoriteService, 'destIds'>;
}) {
  const repo = createScheduleRepo(db);
  /** Games by id with their teams and league (one batched query): the channels' lives show them. */
  const games: Pick<ScheduleRepo, 'gamesByIds'> = { gamesByIds: repo.gamesByIds };
  return { schedule: createScheduleService({ repo, favorites, scores, clock }), games };
}
export type ScheduleServices = ReturnType<typeof createScheduleServices>;
