import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import {
  channels,
  competitions,
  games,
  gameTypes,
  leagues,
  lives,
  newsPosts,
  origins,
  pageSections,
  playerStats,
  players,
  popups,
  programs,
  rounds,
  seasonEntries,
  seasons,
  standings,
  teams,
  themes,
  themeVods,
  vods,
} from '../../db/schema/index.js';
import { timeKit } from '../help-text.js';
import { structureRows } from './assemble.js';
import { buildEpg, type EpgOptions } from './epg.js';
import { CHANNELS } from './epg-shows.js';
import { GAME_TYPES, LEAGUES, type LeagueSeed } from './leagues.js';
import { buildGameVods, buildLives, buildNewsVods } from './media.js';
import { type Build, type GameDraft, idPool, type SeasonDraft } from './model.js';
import { buildNews } from './news-features.js';
import { buildOrigins, buildThemes } from './origins.js';
import { buildPopups, buildSections, type SectionRow } from './pages.js';
import { buildRoster } from './players.js';
import { playSeason } from './results.js';
import { baseballSeasons } from './season-baseball.js';
import { footballSeasons } from './season-football.js';
import { otherSeasons } from './season-other.js';
import { playerStats as statsOf } from './stats.js';
import { BNEXT_CLUBS, GOLF_SQUADS, NEO1_CLUBS, NEO2_CLUBS, PBL_CLUBS, WINTER_SELECTIONS } from './teams.js';
import { GAME_TYPE_ID, type TeamSeed } from './types.js';
import { insertChunks, maxIds, syncSequences } from './write.js';

export interface CatalogueContext {
  db: Database;
  clock: Clock;
}

export const DEMO_TEAMS: TeamSeed[] = [
  ...NEO1_CLUBS,
  ...NEO2_CLUBS,
  ...PBL_CLUBS,
  ...WINTER_SELECTIONS,
  ...BNEXT_CLUBS,
  ...GOLF_SQUADS,
];

/** A fresh build context: the clock's "now", ids continuing after what is stored. */
export async function newBuild(ctx: CatalogueContext): Promise<Build> {
  const t = timeKit(ctx.clock);
  return {
    t,
    now: t.now,
    ids: idPool(await maxIds(ctx.db)),
    gameTypeId: GAME_TYPE_ID,
    leagueIds: new Map(),
    teamIds: new Map(),
    rosters: new Map(),
  };
}

export type BuiltCatalogue = Awaited<ReturnType<typeof buildDemoCatalogue>>;

/** The whole demo catalogue in memory, relative to the clock; nothing is written. */
export async function buildDemoCatalogue(ctx: CatalogueContext) {
  const b = await newBuild(ctx);
  for (const l of LEAGUES) b.leagueIds.set(l.key, b.ids.next('leagues'));
  for (const team of DEMO_TEAMS) b.teamIds.set(team.key, b.ids.next('teams'));
  for (const team of DEMO_TEAMS) b.rosters.set(team.key, buildRoster(b, team));
  const seasonDrafts: SeasonDraft[] = [...footballSeasons(b), ...baseballSeasons(b), ...otherSeasons(b)];
  for (const season of seasonDrafts) playSeason(b, season);
  return assemble(b, seasonDrafts, LEAGUES, DEMO_TEAMS, {
    channels: CHANNELS,
    fromDay: -7,
    toDay: 8,
    maintenance: true,
    editorial: true,
    sections: (ids) => buildSections(b, { ...ids, faqCategory: 'playback' }),
  });
}

/** Everything after the seasons are played: stats, EPG, lives, VOD, editorial. Shared with the benchmark. */
export function assemble(
  b: Build,
  seasonDrafts: SeasonDraft[],
  leagueSeeds: LeagueSeed[],
  teamSeeds: TeamSeed[],
  o: EpgOptions & {
    /** Originals, collections, news and popups (the benchmark leaves them out). */
    editorial: boolean;
    sections: (ids: { originIds: number[]; themeIds: number[] }) => SectionRow[];
  },
) {
  const structure = structureRows(b, GAME_TYPES, leagueSeeds, teamSeeds, seasonDrafts);
  const stats = seasonDrafts.flatMap((s) => statsOf(b, s));
  const current = seasonDrafts.filter((s) => s.isCurrent).flatMap((s) => s.games);
  const classics = seasonDrafts
    .filter((s) => !s.isCurrent)
    .flatMap((s) => s.games.filter((g) => g.featured && g.status === 2));
  const epg = buildEpg(b, current, classics, o);
  const liveRows = buildLives(b, current, epg.channelOf);
  const gameVods = [...buildGameVods(b, seasonDrafts), ...buildNewsVods(b)];
  const originals = o.editorial ? buildOrigins(b, seasonDrafts) : { origins: [], vods: [] };
  const allVods = [...gameVods, ...originals.vods];
  const byId = new Map<number, GameDraft>(
    seasonDrafts.flatMap((s) => s.games.map((g) => [g.id, g] as const)),
  );
  const collections = o.editorial ? buildThemes(b, allVods, byId) : { themes: [], themeVods: [] };
  const news = o.editorial ? buildNews(b, seasonDrafts, stats) : [];
  const sections = o.sections({
    originIds: originals.origins.map((x) => x.id),
    themeIds: collections.themes.map((x) => x.id),
  });
  return {
    structure,
    playerStats: stats,
    channels: epg.channels,
    programs: epg.programs,
    lives: liveRows,
    origins: originals.origins,
    vods: allVods.sort((x, y) => x.id - y.id),
    themes: collections.themes,
    themeVods: collections.themeVods,
    news,
    sections,
    popups: o.editorial ? buildPopups(b) : [],
    inPlay: current.filter((g) => g.status === 1).length,
  };
}

/** Writes a built catalogue in foreign-key order, in chunks, then moves the id sequences on. */
export async function writeCatalogue(db: Database, c: BuiltCatalogue): Promise<void> {
  const s = c.structure;
  const existing = await db.select({ id: gameTypes.id }).from(gameTypes);
  const have = new Set(existing.map((x) => x.id));
  await insertChunks(
    db,
    gameTypes,
    s.gameTypes.filter((g) => !have.has(g.id!)),
  );
  await insertChunks(db, leagues, s.leagues);
  await insertChunks(db, teams, s.teams);
  await insertChunks(db, players, s.players);
  await insertChunks(db, seasons, s.seasons);
  await insertChunks(db, competitions, s.competitions);
  await insertChunks(db, rounds, s.rounds);
  await insertChunks(db, seasonEntries, s.seasonEntries);
  await insertChunks(db, playerStats, c.playerStats);
  await insertChunks(db, standings, s.standings);
  await insertChunks(db, games, s.games);
  await insertChunks(db, channels, c.channels);
  await insertChunks(db, programs, c.programs);
  await insertChunks(db, lives, c.lives);
  await insertChunks(db, origins, c.origins);
  await insertChunks(db, vods, c.vods);
  await insertChunks(db, themes, c.themes);
  await insertChunks(db, themeVods, c.themeVods);
  await insertChunks(db, newsPosts, c.news);
  await insertChunks(db, pageSections, c.sections);
  await insertChunks(db, popups, c.popups);
  await syncSequences(db);
}

const n = (x: number) => x.toLocaleString('en-US');

export function summarize(c: BuiltCatalogue): string {
  const s = c.structure;
  return [
    `${s.gameTypes.length} sports`,
    `${s.leagues.length} leagues`,
    `${n(s.teams.length)} teams`,
    `${n(s.players.length)} players`,
    `${s.seasons.length} seasons`,
    `${n(s.games.length)} games (${c.inPlay} in play)`,
    `${c.channels.length} channels`,
    `${n(c.programs.length)} programs`,
    `${n(c.lives.length)} lives`,
    `${n(c.vods.length)} VODs`,
    `${c.origins.length} origins`,
    `${c.themes.length} themes`,
    `${c.news.length} news posts`,
    `${c.sections.length} sections`,
    `${c.popups.length} popups`,
  ].join(', ');
}
