import { buildDemoCatalogue, type CatalogueContext, summarize, writeCatalogue } from './build.js';

export { generateBenchCatalogue } from './bench.js';
export type { CatalogueContext } from './build.js';

/**
 * The demo step of the catalogue (register it in demo/seed.ts): fictional leagues of four sports
 * relative to the clock, with results, standings, lives, VOD, four channels with a two-week EPG,
 * originals, collections, news, home and intro sections and two popups. Deterministic: the same
 * clock gives the same rows (seeded PRNG, ids continuing after the stored ones).
 *
 * Game types (fixed ids): 1 football, 2 golf (isTeam false, isUseSeasonName true: the game type of
 * spec §4's day filter), 3 baseball, 4 basketball. Leagues (keys; ids 1–6 on a fresh database):
 * neo1, neo2, pbl, pbl-winter, bnext, seiran. Each has this season (isCurrent) and last season,
 * fully played. Days from today (Tokyo), as the help notices tell them:
 * - neo1: round 21 on days −2/−1, 北嶺 two points above 東都; round 22 on day +6 at 14:00, all six
 *   games at once, 北嶺 v 東都 deciding the title. Cup final on day −140.
 * - neo2: round 17 today (two of its games under way at the clock), round 18 on day +7.
 * - pbl: season over (First Stage −47, Final Stage −43, Final Series −20 to −12: 潮見 4–3 銀河).
 * - pbl-winter: daily from day −10 (today's first game in play; yesterday's first rained off → +3).
 * - bnext: round 7 on days −10/−9 (千早 7–0), round 8 on days +2/+3, then every five days.
 * - seiran: the KICKOFF Open, rounds on days −1…+2 (round 2 on air now); East v West on −4/−3
 *   (with VOD) and +5 (none yet).
 * EPG: channels KICKOFF SPORTS 1, SPORTS 2, FOOTBALL, NEWS from day −7 00:00 to day +8 00:00; off air
 * (inactive) on day +3 02:00–06:00, the maintenance of the help notices and of the notice popup.
 * Media ids the media server is expected to provide: see `mediaIds` in media.ts.
 */
export async function seedCatalogue(ctx: CatalogueContext): Promise<string> {
  const built = await buildDemoCatalogue(ctx);
  await writeCatalogue(ctx.db, built);
  return summarize(built);
}
