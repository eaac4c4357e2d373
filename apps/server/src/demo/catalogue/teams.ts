import { z } from 'zod';
import { l10nSchema, readContent } from '../content.js';
import type { Sport, TeamSeed } from './types.js';

/** One team of catalogue/teams.json; `city` defaults to the short name. */
const teamSchema = z.strictObject({
  key: z.string(),
  code: z.string(),
  name: l10nSchema,
  short: l10nSchema,
  city: l10nSchema.optional(),
  venue: l10nSchema,
  colors: z.tuple([z.string(), z.string()]),
  founded: z.int(),
  strength: z.number().positive(),
  popularity: z.number().positive(),
});

const teamsSchema = z.strictObject({
  neo1: z.array(teamSchema).length(12),
  neo2: z.array(teamSchema).length(12),
  pbl: z.array(teamSchema).length(6),
  pblWinterSelections: z.array(teamSchema).length(2),
  bnext: z.array(teamSchema),
  seiranSquads: z.array(teamSchema).length(2),
});
const TEAMS = readContent('catalogue/teams.json', teamsSchema);

const teamsOf = (sport: Sport, teams: z.output<typeof teamSchema>[]): TeamSeed[] =>
  teams.map(({ city, ...team }) => ({ ...team, sport, city: city ?? team.short }));

/**
 * Neo League clubs. Division 1 holds the clubs and grounds the help notices name; the round CSV files of
 * the notices take Division 1's names and grounds by their order here. 甲斐フォレスト and 若葉台SC came up
 * from Division 2 last season, 葵台ヴィクトリー and 夕凪ブリーズ went down.
 */
export const NEO1_CLUBS = teamsOf('football', TEAMS.neo1);
export const NEO2_CLUBS = teamsOf('football', TEAMS.neo2);

/** Pacific Baseball League: the six clubs the help notices name (opening day, playoffs, Final Series). */
export const PBL_CLUBS = teamsOf('baseball', TEAMS.pbl);

/** The two selections that join the six PBL clubs' young players in the winter league. */
export const WINTER_SELECTIONS = teamsOf('baseball', TEAMS.pblWinterSelections);

/** B.NEXT basketball: 千早シューターズ, 鳴海ブレイズ, 蒼天ライジング and 北陸グリフォンズ come from the notices. */
export const BNEXT_CLUBS = teamsOf('basketball', TEAMS.bnext);

/** The two squads of the golf tour's East vs West team matches; every tour player belongs to one. */
export const GOLF_SQUADS = teamsOf('golf', TEAMS.seiranSquads);
