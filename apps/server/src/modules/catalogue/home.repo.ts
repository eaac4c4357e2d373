import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { games, lives, pageSections } from '../../db/schema/index.js';
import { liveOnAirAt } from '../../shared/live-status.js';
import { type LiveRow, type MatchRow, selectLives, selectMatches } from './catalogue.queries.js';
import type { SectionRow } from './sections.js';

/** All SQL of the home and intro pages beyond the shared lists (STYLE.md 5). */
export function createHomeRepo(db: Executor) {
  return {
    /** The active sections of a page in order (page_sections_page_idx). */
    sections: (page: 'home' | 'intro', tx: Executor = db): Promise<SectionRow[]> =>
      tx
        .select({
          id: pageSections.id,
          keyName: pageSections.keyName,
          kind: pageSections.kind,
          title: pageSections.title,
          config: pageSections.config,
        })
        .from(pageSections)
        .where(and(eq(pageSections.page, page), eq(pageSections.active, true)))
        .orderBy(asc(pageSections.orderNo), asc(pageSections.id)),

    /** Lives on air at `now` (liveOnAirAt, the contract's isLiveOnAir), earliest start first. */
    liveNow: (now: Date, limit: number, tx: Executor = db): Promise<LiveRow[]> =>
      selectLives(tx).where(liveOnAirAt(now)).orderBy(asc(lives.beginAt), asc(lives.id)).limit(limit),

    /** Lives starting in [from, to) (lives_begin_idx). */
    livesBetween: (from: Date, to: Date, limit: number, tx: Executor = db): Promise<LiveRow[]> =>
      selectLives(tx)
        .where(and(gte(lives.beginAt, from), lt(lives.beginAt, to)))
        .orderBy(asc(lives.beginAt), asc(lives.id))
        .limit(limit),

    /** Games starting in [from, to) (games_begin_idx). */
    gamesBetween: (from: Date, to: Date, limit: number, tx: Executor = db): Promise<MatchRow[]> =>
      selectMatches(tx, and(gte(games.beginAt, from), lt(games.beginAt, to)), { limit }),
  };
}

export type HomeRepo = ReturnType<typeof createHomeRepo>;
