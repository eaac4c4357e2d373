import { z } from 'zod';
import { envelope, isoDateTime, pageOf } from './common.js';
import { LIMITS } from './limits.js';

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);
const colors = z.tuple([z.string(), z.string()]);

// ── Favourites (spec §3 Favorite, §5 and §9: up to 5 teams and 5 leagues) ─────────────────

export const FAVORITE_KINDS = ['team', 'league'] as const;
export const favoriteKindSchema = z.enum(FAVORITE_KINDS);
export type FavoriteKind = z.infer<typeof favoriteKindSchema>;

/** The most favourites a member keeps of each kind. */
export function favoriteLimit(kind: FavoriteKind): number {
  return kind === 'team' ? LIMITS.favoriteTeamsMax : LIMITS.favoriteLeaguesMax;
}

export const favoriteEntrySchema = z.object({
  /** Team id or league id. */
  destId: z.number().int(),
  /** 1 … 5, the member's order. */
  orderNo: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  /** Three-letter team code; null for leagues. */
  code: z.string().nullable(),
  colors,
  gameTypeId: z.number().int(),
});
export type FavoriteEntry = z.infer<typeof favoriteEntrySchema>;

/** GET /like and GET /favorite, and the answer of every favourite change (it replaces the client's). */
export const favoritesSchema = z.object({
  myTeam: z.array(favoriteEntrySchema),
  myLeague: z.array(favoriteEntrySchema),
});
export type Favorites = z.infer<typeof favoritesSchema>;
export const favoritesResponse = envelope(favoritesSchema);

/** GET /favorite/list/league: every league, grouped by game type, each marked when chosen. */
export const favoriteLeagueGroupSchema = z.object({
  gameTypeId: z.number().int(),
  gameTypeKey: z.string(),
  gameTypeName: z.string(),
  leagues: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      name: z.string(),
      shortName: z.string(),
      colors,
      selected: z.boolean(),
      /** The member's order when selected. */
      orderNo: z.number().int().nullable(),
    }),
  ),
});
export type FavoriteLeagueGroup = z.infer<typeof favoriteLeagueGroupSchema>;
export const favoriteLeagueListResponse = envelope(z.array(favoriteLeagueGroupSchema));

/** GET /favorite/list/team/{page}?gameType&keyword&pageItem */
export const favoriteTeamPageParamsSchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(100_000).catch(1),
});
export const favoriteTeamListQuerySchema = z.object({
  /** A game type id; 0 or absent: every sport. */
  gameType: z.coerce.number<number>().int().min(0).max(2_147_483_647).optional(),
  keyword: z.string().trim().max(LIMITS.searchKeywordMax).optional(),
  pageItem: z.coerce.number<number>().int().min(1).max(100).catch(20).default(20),
});
export type FavoriteTeamListQuery = z.infer<typeof favoriteTeamListQuerySchema>;

export const favoriteTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  code: z.string(),
  colors,
  gameTypeId: z.number().int(),
  gameTypeName: z.string(),
  selected: z.boolean(),
  orderNo: z.number().int().nullable(),
});
export type FavoriteTeam = z.infer<typeof favoriteTeamSchema>;
export const favoriteTeamPageResponse = envelope(pageOf(favoriteTeamSchema));

export const favoriteKeyParamsSchema = z.object({ key: favoriteKindSchema });
export const favoriteParamsSchema = z.object({ key: favoriteKindSchema, id });
/** POST /favorite/{key}: adds at the end. */
export const addFavoriteBodySchema = z.object({ destId: id });
/** PUT /favorite/{key}/{id}: moves the favourite to position `orderNo` (1 = first). */
export const moveFavoriteBodySchema = z.object({ orderNo: z.number().int().min(1).max(100) });

/**
 * POST /like/several2: replaces one list. `orderNo` gives the order (ties keep the list order); the
 * stored order is renumbered 1…n. More than 5 answers 409 FAVORITE_LIMIT_REACHED.
 */
export const likeSeveralBodySchema = z.object({
  userId: id,
  type: favoriteKindSchema,
  destIdList: z
    .array(z.object({ destId: id, orderNo: z.number().int().min(0).max(1_000) }))
    .max(50)
    .refine((list) => new Set(list.map((e) => e.destId)).size === list.length, 'destId appears twice'),
});
export type LikeSeveralBody = z.infer<typeof likeSeveralBodySchema>;

// ── Reservations (push alerts; spec §3, §4, §7 /apush) ────────────────────────────────────

export const RESERVATION_TYPES = ['team', 'league', 'live'] as const;
export const reservationTypeSchema = z.enum(RESERVATION_TYPES);
export type ReservationType = z.infer<typeof reservationTypeSchema>;

export const reservationSchema = z.object({
  id: z.number().int(),
  type: reservationTypeSchema,
  destId: z.number().int(),
  /** Team, league or live title. */
  name: z.string(),
  /** Lives only: its window and its LIVE_STATUS (what isLiveOnAir reads). */
  beginAt: isoDateTime.nullable(),
  endAt: isoDateTime.nullable(),
  status: z.number().int().nullable(),
  createdAt: isoDateTime,
});
export type Reservation = z.infer<typeof reservationSchema>;

/** GET /apush: the three lists of spec §3. Live reservations are listed until the live ends. */
export const reservationsSchema = z.object({
  team: z.array(reservationSchema),
  league: z.array(reservationSchema),
  live: z.array(reservationSchema),
});
export type Reservations = z.infer<typeof reservationsSchema>;
export const reservationsResponse = envelope(reservationsSchema);

export const createReservationBodySchema = z.object({ userId: id, type: reservationTypeSchema, destId: id });
export type CreateReservationBody = z.infer<typeof createReservationBodySchema>;
export const reservationResponse = envelope(reservationSchema);
export const reservationIdParamsSchema = z.object({ id });
