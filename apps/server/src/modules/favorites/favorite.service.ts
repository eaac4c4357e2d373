import {
  type FavoriteKind,
  type FavoriteLeagueGroup,
  type Favorites,
  type FavoriteTeam,
  type FavoriteTeamListQuery,
  favoriteLimit,
  type LikeSeveralBody,
  type Locale,
  type Page,
} from '@kickoff/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { localize } from '../../shared/locale.js';
import type { FavoriteRepo } from './favorite.repo.js';

export interface FavoriteServiceDeps {
  db: Database;
  repo: FavoriteRepo;
}

const limitReached = (kind: FavoriteKind) =>
  new AppError(
    'FAVORITE_LIMIT_REACHED',
    `At most ${favoriteLimit(kind)} favourite ${kind === 'team' ? 'teams' : 'leagues'}.`,
  );

const unknownDest = (kind: FavoriteKind) =>
  new AppError('VALIDATION_FAILED', `No such ${kind}.`, { fields: { destId: `unknown ${kind}` } });

/**
 * Favourite teams and leagues (spec §3, §5: at most 5 of each, ordered by orderNo). Every change runs in
 * a transaction holding the member's advisory lock, reads the list, computes the new one, checks the
 * limit and writes it whole, then answers the member's favourites (which replace the client's).
 */
export function createFavoriteService({ db, repo }: FavoriteServiceDeps) {
  async function favoritesOf(userId: number, locale: Locale): Promise<Favorites> {
    const [myTeam, myLeague] = await Promise.all([repo.teamEntries(userId), repo.leagueEntries(userId)]);
    return {
      myTeam: myTeam.map((t) => ({
        destId: t.destId,
        orderNo: t.orderNo,
        name: localize(t.name, locale),
        shortName: localize(t.shortName, locale),
        code: t.code,
        colors: t.colors,
        gameTypeId: t.gameTypeId,
      })),
      myLeague: myLeague.map((l) => ({
        destId: l.destId,
        orderNo: l.orderNo,
        name: localize(l.name, locale),
        shortName: localize(l.shortName, locale),
        code: null,
        colors: l.colors,
        gameTypeId: l.gameTypeId,
      })),
    };
  }

  /** Runs one change of a member's list under the lock; `change` answers the new list of ids. */
  async function change(
    userId: number,
    kind: FavoriteKind,
    next: (current: number[]) => number[],
    locale: Locale,
  ): Promise<Favorites> {
    await db.transaction(async (tx) => {
      await repo.lockMember(userId, tx);
      const current = await repo.destIds(userId, kind, tx);
      const wanted = next(current);
      if (wanted.length > favoriteLimit(kind) && wanted.length > current.length) throw limitReached(kind);
      if (wanted.join() !== current.join()) await repo.replace(userId, kind, wanted, tx);
    });
    return favoritesOf(userId, locale);
  }

  async function assertExists(kind: FavoriteKind, ids: number[]) {
    const found = await repo.existing(kind, ids);
    if (ids.some((id) => !found.has(id))) throw unknownDest(kind);
  }

  return {
    favorites: favoritesOf,

    /** Every league grouped by game type, each marked `selected` with the member's order. */
    /** The member's favourite ids of a kind, in their order (the favourites' schedule reads them). */
    destIds: (userId: number, kind: FavoriteKind): Promise<number[]> => repo.destIds(userId, kind),

    async leagueGroups(userId: number, locale: Locale): Promise<FavoriteLeagueGroup[]> {
      const rows = await repo.leaguesWithSelection(userId);
      const groups = new Map<number, FavoriteLeagueGroup>();
      for (const r of rows) {
        let group = groups.get(r.gameTypeId);
        if (!group) {
          group = {
            gameTypeId: r.gameTypeId,
            gameTypeKey: r.gameTypeKey,
            gameTypeName: localize(r.gameTypeName, locale),
            leagues: [],
          };
          groups.set(r.gameTypeId, group);
        }
        group.leagues.push({
          id: r.id,
          key: r.key,
          name: localize(r.name, locale),
          shortName: localize(r.shortName, locale),
          colors: r.colors,
          selected: r.orderNo !== null,
          orderNo: r.orderNo,
        });
      }
      return [...groups.values()];
    },

    async teamPage(
      userId: number,
      pageNo: number,
      query: FavoriteTeamListQuery,
      locale: Locale,
    ): Promise<Page<FavoriteTeam>> {
      const { pageItem } = query;
      const { rows, total } = await repo.teamPage(
        { userId, gameTypeId: query.gameType, keyword: query.keyword || undefined, locale },
        { offset: (pageNo - 1) * pageItem, limit: pageItem },
      );
      return {
        list: rows.map((r) => ({
          id: r.id,
          name: localize(r.name, locale),
          shortName: localize(r.shortName, locale),
          code: r.code,
          colors: r.colors,
          gameTypeId: r.gameTypeId,
          gameTypeName: localize(r.gameTypeName, locale),
          selected: r.orderNo !== null,
          orderNo: r.orderNo,
        })),
        total,
        totalPage: Math.max(1, Math.ceil(total / pageItem)),
        pageNo,
        pageItem,
      };
    },

    /** POST /favorite/{key}: adds at the end; adding one already chosen changes nothing. */
    async add(userId: number, kind: FavoriteKind, destId: number, locale: Locale) {
      await assertExists(kind, [destId]);
      return change(
        userId,
        kind,
        (current) => (current.includes(destId) ? current : [...current, destId]),
        locale,
      );
    },

    /** PUT /favorite/{key}/{id}: moves a favourite to position `orderNo` (1 = first; beyond the end = last). */
    async move(userId: number, kind: FavoriteKind, destId: number, orderNo: number, locale: Locale) {
      return change(
        userId,
        kind,
        (current) => {
          if (!current.includes(destId)) {
            throw new AppError('FAVORITE_NOT_FOUND', `This ${kind} is not one of your favourites.`);
          }
          const rest = current.filter((id) => id !== destId);
          rest.splice(Math.min(orderNo, current.length) - 1, 0, destId);
          return rest;
        },
        locale,
      );
    },

    /** DELETE /favorite/{key}/{id}: removing one that is not there changes nothing. */
    remove(userId: number, kind: FavoriteKind, destId: number, locale: Locale) {
      return change(userId, kind, (current) => current.filter((id) => id !== destId), locale);
    },

    /** POST /like/several2: the list replaces the member's list of that kind, ordered by orderNo. */
    async replace(userId: number, body: LikeSeveralBody, locale: Locale) {
      const { type: kind, destIdList } = body;
      if (destIdList.length > favoriteLimit(kind)) throw limitReached(kind);
      const ordered = destIdList
        .map((entry, index) => ({ ...entry, index }))
        .sort((a, b) => a.orderNo - b.orderNo || a.index - b.index)
        .map((e) => e.destId);
      await assertExists(kind, ordered);
      return change(userId, kind, () => ordered, locale);
    },
  };
}
export type FavoriteService = ReturnType<typeof createFavoriteService>;
