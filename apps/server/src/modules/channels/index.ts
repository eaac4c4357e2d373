import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { ScheduleRepo } from '../schedule/index.js';
import type { ScoreSettings } from '../settings/index.js';
import { createChannelRepo } from './channel.repo.js';
import { createChannelService } from './channel.service.js';

/** TV channels and the EPG, lives by day (spec §7 "Content" channel calls). */
export function createChannelsServices(deps: {
  db: Database;
  clock: Clock;
  scores: ScoreSettings;
  games: Pick<ScheduleRepo, 'gamesByIds'>;
}) {
  const { db, clock, scores, games } = deps;
  return { channels: createChannelService({ repo: createChannelRepo(db), schedule: games, scores, clock }) };
}

/**
 * What the live packager reads (media/live-packager.ts), at most once per 2-second segment boundary:
 * every channel's video, and the lives on air with theirs.
 */
export function createOnAirFeeds(db: Database) {
  const repo = createChannelRepo(db);
  return {
    channels: () => repo.channels(),
    livesOnAir: (now: Date) => repo.livesOnAir(now),
  };
}

export { channelRoutes } from './channel.routes.js';
