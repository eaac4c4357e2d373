import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { createPopupRepo } from './popup.repo.js';
import { createPopupService } from './popup.service.js';

/** Layer popups (spec §2, §4, §7). */
export function createPopupsServices({ db, clock }: { db: Database; clock: Clock }) {
  return { popups: createPopupService({ repo: createPopupRepo(db), clock }) };
}

export { popupRoutes } from './popup.routes.js';
