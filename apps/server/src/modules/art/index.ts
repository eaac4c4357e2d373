import type { Database } from '../../db/client.js';
import { createArtRepo } from './art.repo.js';
import { createArtService } from './art.service.js';

/** The generated images (SVG) of the seeded `imgUrl` values: GET /art/<kind>/<name>. */
export function createArtServices({ db }: { db: Database }) {
  return { art: createArtService({ repo: createArtRepo(db) }) };
}

export { artRoutes } from './art.routes.js';
