import type { ModuleDeps } from '../../app.js';
import { catalogueVersionReader, createReadCache } from '../../shared/read-cache.js';
import { createAlertRepo } from './alert.repo.js';
import { createChannelRepo } from './channel.repo.js';
import { createChannelService } from './channel.service.js';
import { createFavoriteRepo } from './favorite.repo.js';
import { createFavoriteService } from './favorite.service.js';
import { createPopupRepo } from './popup.repo.js';
import { createPopupService } from './popup.service.js';
import { createPushRepo } from './push.repo.js';
import { createPushService } from './push.service.js';
import { createReservationRepo } from './reservation.repo.js';
import { createReservationService } from './reservation.service.js';
import { createScheduleRepo } from './schedule.repo.js';
import { createScheduleService } from './schedule.service.js';
import { createScoreSettings } from './score.js';

/** The services of this module, wired once from the module dependencies (each takes only what it needs). */
export function createScheduleServices({ db, clock, config }: Pick<ModuleDeps, 'db' | 'clock' | 'config'>) {
  const scheduleRepo = createScheduleRepo(db);
  const favoriteRepo = createFavoriteRepo(db);
  const scores = createScoreSettings(db);
  const cache = createReadCache({ version: catalogueVersionReader(db), clock });
  return {
    schedule: createScheduleService({ repo: scheduleRepo, favorites: favoriteRepo, scores, clock, cache }),
    channels: createChannelService({
      repo: createChannelRepo(db),
      schedule: scheduleRepo,
      scores,
      clock,
      cache,
    }),
    favorites: createFavoriteService({ db, repo: favoriteRepo }),
    reservations: createReservationService({ repo: createReservationRepo(db), clock }),
    push: createPushService({
      repo: createPushRepo(db),
      alerts: createAlertRepo(db),
      clock,
      publicKey: config.VAPID_PUBLIC_KEY,
    }),
    popups: createPopupService({ repo: createPopupRepo(db), clock }),
  };
}
export type ScheduleServices = ReturnType<typeof createScheduleServices>;
