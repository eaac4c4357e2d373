import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';

/** What every seeding step writes with: the database and the clock its dates are relative to. */
export interface SeedContext {
  db: Database;
  clock: Clock;
}
