import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';

/** Tables whose ids the builders hand out in memory (see idPool). */
export const ID_TABLES = [
  'game_types',
  'leagues',
  'teams',
  'players',
  'seasons',
  'competitions',
  'rounds',
  'games',
  'lives',
  'origins',
  'themes',
  'vods',
  'channels',
  'programs',
] as const;

/** Largest id stored in each table, so the ids handed out continue after them. */
export async function maxIds(db: Database): Promise<Record<string, number>> {
  const parts = ID_TABLES.map((t) => `SELECT '${t}' AS t, COALESCE(MAX(id), 0)::int AS m FROM "${t}"`).join(
    ' UNION ALL ',
  );
  const result = await db.execute(sql.raw(parts));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    t: string;
    m: number;
  }[];
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.m)]));
}

/** After explicit ids, moves each serial sequence past the largest id so later inserts don't collide. */
export async function syncSequences(db: Database): Promise<void> {
  for (const t of ID_TABLES) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${t}"', 'id'), COALESCE((SELECT MAX(id) FROM "${t}"), 0) + 1, false)`,
      ),
    );
  }
}

/**
 * Inserts in chunks of `size` rows. Each chunk goes as one JSON parameter expanded by
 * jsonb_to_recordset: building a statement with a parameter per value costs drizzle more time than
 * the database needs to store the rows (10,000 games: seconds), while one JSON text per chunk costs
 * a JSON.stringify. Columns no row sets are left to their defaults.
 */
export async function insertChunks<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  size = 500,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((k) =>
    rows.some((r) => (r as Record<string, unknown>)[k] !== undefined),
  );
  const names = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
  const types = keys
    .map((k) => `"${columns[k]!.name}" ${columns[k]!.getSQLType().replace(/^serial$/, 'integer')}`)
    .join(', ');
  for (let i = 0; i < rows.length; i += size) {
    const json = JSON.stringify(
      rows
        .slice(i, i + size)
        .map((r) =>
          Object.fromEntries(keys.map((k) => [columns[k]!.name, (r as Record<string, unknown>)[k] ?? null])),
        ),
    );
    await db.execute(
      sql`INSERT INTO ${table} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${json}::jsonb) AS x(${sql.raw(types)})`,
    );
  }
}
