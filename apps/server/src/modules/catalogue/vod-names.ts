import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dayEpochNow } from '../../db/day-stamps.js';
import { type LocalizedText, leagues, origins, teams } from '../../db/schema/index.js';
import type { TeamRef, VodRefRow, VodRow } from './catalogue.queries.js';

type Colors = [string, string];
interface LeagueNames {
  name: LocalizedText;
  colors: Colors;
}
interface OriginNames {
  title: LocalizedText;
  colors: Colors;
  gameTypeId: number | null;
}

/** Names by id, as of one epoch. */
interface Book {
  epoch: bigint;
  teams: Map<number, TeamRef>;
  leagues: Map<number, LeagueNames>;
  origins: Map<number, OriginNames>;
}
type Wanted = { teams: Set<number>; leagues: Set<number>; origins: Set<number> };

/** The ids of the names some rows show. */
function wantedBy(rows: VodRefRow[]): Wanted {
  const wanted: Wanted = { teams: new Set(), leagues: new Set(), origins: new Set() };
  for (const row of rows) {
    if (row.homeTeamId !== null) wanted.teams.add(row.homeTeamId);
    if (row.awayTeamId !== null) wanted.teams.add(row.awayTeamId);
    if (row.leagueId !== null) wanted.leagues.add(row.leagueId);
    if (row.originId !== null) wanted.origins.add(row.originId);
  }
  return wanted;
}

const emptyBook = (epoch: bigint): Book => ({
  epoch,
  teams: new Map(),
  leagues: new Map(),
  origins: new Map(),
});

/**
 * The names of `wanted`, or of every team, league and programme (`all`), with the epoch they were read at:
 * one statement.
 */
async function read(tx: Executor, wanted: Wanted | 'all'): Promise<Book> {
  const only = wanted === 'all' ? undefined : wanted;
  const of = (column: typeof teams.id | typeof leagues.id | typeof origins.id, ids?: Set<number>) =>
    ids === undefined ? sql`true` : inArray(column, ids.size > 0 ? [...ids] : [0]);
  const [row] = await tx
    .select({
      epoch: dayEpochNow,
      teams: sql<[number, LocalizedText, LocalizedText, string, Colors][] | null>`(select json_agg(
        json_build_array(${teams.id}, ${teams.name}, ${teams.shortName}, ${teams.code}, ${teams.colors}))
        from ${teams} where ${of(teams.id, only?.teams)})`,
      leagues: sql<[number, LocalizedText, Colors][] | null>`(select json_agg(
        json_build_array(${leagues.id}, ${leagues.name}, ${leagues.colors}))
        from ${leagues} where ${of(leagues.id, only?.leagues)})`,
      origins: sql<[number, LocalizedText, Colors, number | null][] | null>`(select json_agg(
        json_build_array(${origins.id}, ${origins.title}, ${origins.colors}, ${origins.gameTypeId}))
        from ${origins} where ${of(origins.id, only?.origins)})`,
    })
    .from(sql`(select) as one`);
  const book = emptyBook(BigInt(row?.epoch ?? 0));
  for (const [id, name, shortName, code, colors] of row?.teams ?? []) {
    book.teams.set(id, { id, name, shortName, code, colors });
  }
  for (const [id, name, colors] of row?.leagues ?? []) book.leagues.set(id, { name, colors });
  for (const [id, title, colors, gameTypeId] of row?.origins ?? []) {
    book.origins.set(id, { title, colors, gameTypeId });
  }
  return book;
}

/**
 * The names a VOD list shows (its league's, programme's and teams'), kept per instance: outputting them
 * with every row of every list (nine jsonb values a row) was most of a VOD page's statement after finding
 * it (0.37–0.47 ms of a 20-row page against 0.16 with ids only). A list is read with ids and the names'
 * epoch (`day_epoch`: moved by every statement on teams, leagues or programmes, migrations 0019 and 0025)
 * in the same statement, and takes its names from here. When the epoch moved past the names kept, every
 * name is read again, once per instance however many lists ask at that moment (6,580 teams at the bench's
 * scale: ~1.3 MB of JSON, some 30 ms, at each change of a name). The names are then as of that read, at
 * the rows' epoch or later: a list may show a name a moment newer than its rows, never an older one.
 */
function createVodNames(db: Executor) {
  let kept: Book = emptyBook(-1n);
  let reading: Promise<Book> | undefined;

  /** Every name, as of `epoch` (the rows') or later. */
  async function book(epoch: bigint): Promise<Book> {
    // a read begun before the rows were may be older than them: then another (the epoch only grows)
    for (let attempt = 0; kept.epoch < epoch && attempt < 3; attempt++) {
      reading ??= read(db, 'all').finally(() => {
        reading = undefined;
      });
      const fresh = await reading;
      if (fresh.epoch > kept.epoch) kept = fresh;
    }
    return kept;
  }

  return {
    /** The rows of `selectVodRefs` (which carry the epoch they were read at) with their names. */
    async of(rows: VodRefRow[], tx: Executor = db): Promise<VodRow[]> {
      const [first] = rows;
      if (!first) return [];
      // a transaction's names are its own (it may have written some): read in it, never kept
      const names = tx === db ? await book(BigInt(first.namesEpoch ?? 0)) : await read(tx, wantedBy(rows));
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

const made = new WeakMap<Executor, ReturnType<typeof createVodNames>>();
/** The VOD names kept for a database (one per instance and database, shared by its repositories). */
export function vodNamesOf(db: Executor) {
  const names = made.get(db) ?? createVodNames(db);
  made.set(db, names);
  return names;
}
