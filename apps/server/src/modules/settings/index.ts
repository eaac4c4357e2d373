import type { Clock } from '../../clock.js';
import type { Executor } from '../../db/client.js';
import type { EventBus } from '../../shared/event-bus.js';
import { cachedScoreSettings } from './score-cache.js';
import { createScoreSettings } from './settings.repo.js';
import { createSettingsService } from './settings.service.js';

/** Member settings (the score display setting): its service, and the setting every answer with scores reads. */
export function createSettingsServices({ db, clock, bus }: { db: Executor; clock: Clock; bus: EventBus }) {
  const scores = cachedScoreSettings(createScoreSettings(db), { bus, clock });
  return { scores, settings: createSettingsService({ scores, clock }) };
}

export type { ScoreSettings } from './settings.repo.js';
export { settingsRoutes } from './settings.routes.js';
