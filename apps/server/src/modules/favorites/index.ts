import type { Database } from '../../db/client.js';
import { createFavoriteRepo } from './favorite.repo.js';
import { createFavoriteService } from './favorite.service.js';

/** Favourite teams and leagues (spec §7 "Favourites and reservations"). */
export function createFavoritesServices({ db }: { db: Database }) {
  return { favorites: createFavoriteService({ db, repo: createFavoriteRepo(db) }) };
}

export { favoriteRoutes } from './favorite.routes.js';
export type { FavoriteService } from './favorite.service.js';
