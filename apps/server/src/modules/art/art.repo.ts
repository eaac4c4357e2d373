import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { gameTypes, leagues } from '../../db/schema/index.js';

/** What generated art needs of a league: its brand colours, short name and sport. */
export interface ArtLeague {
  key: string;
  colors: [string, string];
  shortName: string;
  sport: string;
}

/** All SQL of the art module (STYLE.md 5). */
export function createArtRepo(db: Executor) {
  return {
    /** Every league with its sport key, in menu order (a handful of rows). */
    async leagues(tx: Executor = db): Promise<ArtLeague[]> {
      const rows = await tx
        .select({
          key: leagues.key,
          colors: leagues.colors,
          shortName: leagues.shortName,
          sport: gameTypes.key,
        })
        .from(leagues)
        .innerJoin(gameTypes, eq(gameTypes.id, leagues.gameTypeId))
        .orderBy(asc(gameTypes.orderNo), asc(leagues.orderNo), asc(leagues.id));
      // Art is drawn with Latin capitals: the English short name, else the Japanese one.
      return rows.map((r) => ({ ...r, shortName: r.shortName.en ?? r.shortName.ja }));
    },
  };
}
export type ArtRepo = ReturnType<typeof createArtRepo>;
