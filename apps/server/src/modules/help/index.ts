import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { createHelpRepo } from './help.repo.js';
import { createHelpService } from './help.service.js';

/** Notices, events, FAQ, terms, inquiries and board files (spec §7 "Content", help screens of §2). */
export function createHelpServices({ db, clock }: { db: Database; clock: Clock }) {
  return { help: createHelpService({ repo: createHelpRepo(db), clock }) };
}

export { helpRoutes } from './help.routes.js';
