import type { Executor } from '../../db/client.js';
import { namesBookOf, want, wantedNames } from '../../shared/names-book.js';
import type { VodRefRow, VodRow } from './catalogue.queries.js';

/** The ids of the names some VOD rows show. */
function wantedBy(rows: VodRefRow[]) {
  const wanted = wantedNames();
  for (const row of rows) {
    want(wanted.teams, row.homeTeamId);
    want(wanted.teams, row.awayTeamId);
    want(wanted.leagues, row.leagueId);
    want(wanted.origins, row.originId);
  }
  return wanted;
}

/**
 * The names a VOD list shows (its league's, programme's and teams'), from the names kept per instance
 * (shared/names-book.ts): a list is read with ids and the names' epoch (`selectVodRefs`), and its names
 * are put in here.
 */
export function vodNamesOf(db: Executor) {
  const book = namesBookOf(db);
  return {
    /** The rows of `selectVodRefs` (which carry the epoch they were read at) with their names. */
    async of(rows: VodRefRow[], tx: Executor = db): Promise<VodRow[]> {
      const [first] = rows;
      if (!first) return [];
      const names = await book.of(first.namesEpoch, tx, () => wantedBy(rows));
      return rows.map((row) => {
        const league = row.leagueId === null ? null : names.leagues.get(row.leagueId);
        const origin = row.originId === null ? null : names.origins.get(row.originId);
        return {
          id: row.id,
          kind: row.kind,
          title: row.title,
          duration: row.duration,
          free: row.free,
          views: row.views,
          likes: row.likes,
          publishedAt: row.publishedAt,
          gameTypeId: row.gameTypeId ?? origin?.gameTypeId ?? null,
          leagueId: league ? row.leagueId : null,
          leagueName: league?.name ?? null,
          leagueColors: league?.colors ?? null,
          originId: row.originId,
          originTitle: origin?.title ?? null,
          originColors: origin?.colors ?? null,
          gameId: row.gameId,
          gameBeginAt: row.gameBeginAt,
          gameStatus: row.gameStatus,
          homeScore: row.homeScore,
          awayScore: row.awayScore,
          home: (row.homeTeamId !== null && names.teams.get(row.homeTeamId)) || null,
          away: (row.awayTeamId !== null && names.teams.get(row.awayTeamId)) || null,
        };
      });
    },
  };
}
