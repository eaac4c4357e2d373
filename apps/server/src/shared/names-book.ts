import { type Column, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { dayEpochNow } from '../db/day-stamps.js';
import {
  gameTypes,
  type LocalizedText,
  leagues,
  origins,
  rounds,
  seasons,
  teams,
} from '../db/schema/index.js';

type Colors = [string, string];
/** A team as lists and schedules show it. */
export interface TeamNames {
  id: number;
  name: LocalizedText;
  shortName: LocalizedText;
  code: string;
  colors: Colors;
}
export interface SportNames {
  key: string;
  name: LocalizedText;
  isTeam: boolean;
  isUseSeasonName: boolean;
}
export interface LeagueNames {
  key: string;
  name: LocalizedText;
  shortName: LocalizedText;
  colors: Colors;
}
export interface OriginNames {
  title: LocalizedText;
  colors: Colors;
  gameTypeId: number | null;
}

/** Names by id, as of one epoch (`day_epoch`). */
export interface NamesBook {
  epoch: bigint;
  sports: Map<number, SportNames>;
  leagues: Map<number, LeagueNames>;
  seasons: Map<number, LocalizedText>;
  teams: Map<number, TeamNames>;
  origins: Map<number, OriginNames>;
}

/** The ids of the names some rows show (what a transaction reads for itself). */
export type WantedNames = Record<'sports' | 'leagues' | 'seasons' | 'teams' | 'origins', Set<number>>;

export const wantedNames = (): WantedNames => ({
  sports: new Set(),
  leagues: new Set(),
  seasons: new Set(),
  teams: new Set(),
  origins: new Set(),
});

/** Adds an id, when there is one, to a set of wanted ids. */
export const want = (ids: Set<number>, id: number | null | undefined) => {
  if (id !== null && id !== undefined) ids.add(id);
};

type Row<T> = T[] | null;

/**
 * The names of `wanted`, or every name (`all`), with the epoch they were read at: one statement, each
 * table one JSON array of arrays (one parse).
 */
async function read(tx: Executor, wanted: WantedNames | 'all'): Promise<NamesBook> {
  const only = wanted === 'all' ? undefined : wanted;
  /** One table's rows of `columns` (the first its id) as a JSON array of arrays: all, or those wanted. */
  const list = <T>(table: PgTable, columns: [Column, ...Column[]], ids?: Set<number>) =>
    sql<Row<T>>`(select json_agg(json_build_array(${sql.join(columns, sql`, `)})) from ${table}
      where ${ids === undefined ? sql`true` : inArray(columns[0], ids.size > 0 ? [...ids] : [0])})`;
  const [row] = await tx
    .select({
      epoch: dayEpochNow,
      sports: list<[number, string, LocalizedText, boolean, boolean]>(
        gameTypes,
        [gameTypes.id, gameTypes.key, gameTypes.name, gameTypes.isTeam, gameTypes.isUseSeasonName],
        only?.sports,
      ),
      leagues: list<[number, string, LocalizedText, LocalizedText, Colors]>(
        leagues,
        [leagues.id, leagues.key, leagues.name, leagues.shortName, leagues.colors],
        only?.leagues,
      ),
      seasons: list<[number, LocalizedText]>(seasons, [seasons.id, seasons.name], only?.seasons),
      teams: list<[number, LocalizedText, LocalizedText, string, Colors]>(
        teams,
        [teams.id, teams.name, teams.shortName, teams.code, teams.colors],
        only?.teams,
      ),
      origins: list<[number, LocalizedText, Colors, number | null]>(
        origins,
        [origins.id, origins.title, origins.colors, origins.gameTypeId],
        only?.origins,
      ),
    })
    .from(sql`(select) as one`);
  const book = emptyBook(BigInt(row?.epoch ?? 0));
  for (const [id, key, name, isTeam, isUseSeasonName] of row?.sports ?? []) {
    book.sports.set(id, { key, name, isTeam, isUseSeasonName });
  }
  for (const [id, key, name, shortName, colors] of row?.leagues ?? []) {
    book.leagues.set(id, { key, name, shortName, colors });
  }
  for (const [id, name] of row?.seasons ?? []) book.seasons.set(id, name);
  for (const [id, name, shortName, code, colors] of row?.teams ?? []) {
    book.teams.set(id, { id, name, shortName, code, colors });
  }
  for (const [id, title, colors, gameTypeId] of row?.origins ?? []) {
    book.origins.set(id, { title, colors, gameTypeId });
  }
  return book;
}

/** Rounds' names by id as of one epoch (`null`: no such round), kept as they are asked for. */
interface RoundNames {
  epoch: bigint;
  names: Map<number, LocalizedText | null>;
}

/**
 * The most rounds' names kept: a day of every league names some 90 rounds, the bench's year of every
 * league 100,000. Past it, what was kept is dropped and the book starts again with the last read.
 */
const MAX_KEPT_ROUNDS = 20_000;

/** The names of the rounds `ids` (each once, at least one), with the epoch they were read at. */
async function readRounds(tx: Executor, ids: number[]): Promise<RoundNames> {
  const [row] = await tx
    .select({
      epoch: dayEpochNow,
      rounds: sql<
        Row<[number, LocalizedText]>
      >`(select json_agg(json_build_array(${rounds.id}, ${rounds.name}))
        from ${rounds} where ${inArray(rounds.id, ids)})`,
    })
    .from(sql`(select) as one`);
  const names = new Map<number, LocalizedText | null>(ids.map((id) => [id, null]));
  for (const [id, name] of row?.rounds ?? []) names.set(id, name);
  return { epoch: BigInt(row?.epoch ?? 0), names };
}

const emptyBook = (epoch: bigint): NamesBook => ({
  epoch,
  sports: new Map(),
  leagues: new Map(),
  seasons: new Map(),
  teams: new Map(),
  origins: new Map(),
});

/**
 * The names schedules and VOD lists show (sports', leagues', seasons', teams' and programmes'), kept per
 * instance: outputting them with every row was most of those statements after finding the rows (a day of
 * the schedule names some 870 teams: 6.2 of its 6.8 ms went to them and to the other names; a 20-row VOD
 * page, 0.37–0.47 ms against 0.16 with ids only). Rows are read with ids and the names' epoch
 * (`day_epoch`, moved by every statement on those tables: migrations 0019 and 0025) in the same
 * statement, and take their names from here. When the epoch moved past the names kept, every name is
 * read again, once per instance however many readers ask at that moment (6,580 teams and 2,632 seasons
 * at the bench's scale, some 30–40 ms, at each change of a name). The names are then as of that read, at
 * the rows' epoch or later: rows may show a name a moment newer than themselves, never an older one.
 * Rounds are not read all at once (a year of every league is 100,000 of them): their names are kept as
 * they are asked for (`rounds`), under the same epoch and rule.
 */
function createNamesBook(db: Executor) {
  let kept = emptyBook(-1n);
  let reading: Promise<NamesBook> | undefined;
  let keptRounds: RoundNames = { epoch: -1n, names: new Map() };

  /** Every name, as of `epoch` (the rows') or later. */
  async function at(epoch: bigint): Promise<NamesBook> {
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
    /**
     * The names for rows read at `epoch` through `tx`: the book's, or, in a transaction, its own names of
     * `wanted` (it may have written some), read in it and never kept. `wanted` is asked only then.
     */
    of(epoch: bigint | string | null, tx: Executor, wanted: () => WantedNames): Promise<NamesBook> {
      return tx === db ? at(BigInt(epoch ?? 0)) : read(tx, wanted());
    },

    /**
     * The names of the rounds `ids` for rows read at `epoch` through `tx` (`null`: no such round): those
     * kept, and the others read in one statement and kept. In a transaction, its own, read in it and never
     * kept. A day's games read again (its changes, or the day whole) name rounds read before, and reading
     * them beside the games was about 40% of that statement at the bench's scale (`npm run bench scale`).
     */
    async rounds(
      epoch: bigint | string | null,
      ids: Iterable<number>,
      tx: Executor,
    ): Promise<Map<number, LocalizedText | null>> {
      const asked = [...new Set(ids)];
      if (tx !== db) return asked.length === 0 ? new Map() : (await readRounds(tx, asked)).names;
      const at = BigInt(epoch ?? 0);
      if (keptRounds.epoch < at) keptRounds = { epoch: at, names: new Map() };
      const known = keptRounds.names;
      const missing = asked.filter((id) => !known.has(id));
      if (missing.length === 0) return known;
      const fresh = await readRounds(db, missing);
      // both at `at` or later: the answer takes each from either; what is kept stays of one epoch
      const answer = new Map(asked.map((id) => [id, fresh.names.get(id) ?? known.get(id) ?? null]));
      if (fresh.epoch > keptRounds.epoch) keptRounds = fresh;
      else if (fresh.epoch === keptRounds.epoch) {
        if (keptRounds.names.size + fresh.names.size > MAX_KEPT_ROUNDS) keptRounds = fresh;
        else for (const [id, name] of fresh.names) keptRounds.names.set(id, name);
      }
      return answer;
    },
  };
}
export type NamesBookReader = ReturnType<typeof createNamesBook>;

const made = new WeakMap<Executor, NamesBookReader>();
/** The names kept for a database (one book per instance and database, shared by its repositories). */
export function namesBookOf(db: Executor): NamesBookReader {
  const book = made.get(db) ?? createNamesBook(db);
  made.set(db, book);
  return book;
}
