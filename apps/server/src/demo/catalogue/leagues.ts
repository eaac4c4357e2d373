import { z } from 'zod';
import { l10nSchema, readContent } from '../content.js';
import type { L10n } from '../help-text.js';
import { GAME_TYPE_ID, SPORT_KEYS, type Sport } from './types.js';

/** catalogue/sports.json: the name of each sport. */
const SPORT_NAMES = readContent('catalogue/sports.json', z.record(z.enum(SPORT_KEYS), l10nSchema));

export interface GameTypeSeed {
  id: number;
  key: Sport;
  name: L10n;
  isTeam: boolean;
  isUseSeasonName: boolean;
  orderNo: number;
}

/** Ids fixed (see GAME_TYPE_ID): 1 football, 2 golf (no teams, season names), 3 baseball, 4 basketball. */
export const GAME_TYPES: GameTypeSeed[] = [
  {
    id: GAME_TYPE_ID.football,
    key: 'football',
    name: SPORT_NAMES.football,
    isTeam: true,
    isUseSeasonName: false,
    orderNo: 1,
  },
  {
    id: GAME_TYPE_ID.baseball,
    key: 'baseball',
    name: SPORT_NAMES.baseball,
    isTeam: true,
    isUseSeasonName: false,
    orderNo: 2,
  },
  {
    id: GAME_TYPE_ID.basketball,
    key: 'basketball',
    name: SPORT_NAMES.basketball,
    isTeam: true,
    isUseSeasonName: false,
    orderNo: 3,
  },
  {
    id: GAME_TYPE_ID.golf,
    key: 'golf',
    name: SPORT_NAMES.golf,
    isTeam: false,
    isUseSeasonName: true,
    orderNo: 4,
  },
];

const LEAGUE_KEYS = ['neo1', 'neo2', 'pbl', 'pbl-winter', 'bnext', 'seiran'] as const;
export type LeagueKey = (typeof LEAGUE_KEYS)[number];

export interface LeagueSeed {
  key: string;
  sport: Sport;
  name: L10n;
  short: L10n;
  description: L10n;
  colors: [string, string];
  /** Scales views and likes of its VODs. */
  audience: number;
}

const leagueSchema = z.strictObject({
  key: z.enum(LEAGUE_KEYS),
  sport: z.enum(SPORT_KEYS),
  name: l10nSchema,
  short: l10nSchema,
  description: l10nSchema,
  colors: z.tuple([z.string(), z.string()]),
  audience: z.number().positive(),
});

/** catalogue/leagues.json: in this order they get ids 1–6 on a fresh database (leagues.orderNo is the same order). */
export const LEAGUES: LeagueSeed[] = readContent('catalogue/leagues.json', z.array(leagueSchema).length(6));

export const leagueByKey = (key: LeagueKey): LeagueSeed => LEAGUES.find((x) => x.key === key)!;
