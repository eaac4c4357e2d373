import { asc, eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import type { DatabaseHandle } from './client.js';
import { prepared, slot } from './prepared.js';
import { gameTypes } from './schema/index.js';

/** PostgreSQL's view of its settings, as the session that reads it has them. */
const pgSettings = pgTable('pg_settings', { name: text('name').notNull(), setting: text('setting') });

let database: DatabaseHandle & { label: string };
const sport = (key: string) => ({ key, name: { ja: key, ko: key, en: key } });

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(gameTypes).values([sport('b'), sport('a'), sport('c')]);
});

afterAll(async () => {
  await database?.close();
});

describe(`prepared reads (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const keysFrom = (rows: { key: string }[]) => rows.map((r) => r.key);

  it('answers the values of each call, built once, and LIMIT null is no limit', async () => {
    const { db } = database;
    let built = 0;
    const byKey = prepared(db, 'test.sportsFrom', (tx) => {
      built++;
      return tx
        .select({ key: gameTypes.key })
        .from(gameTypes)
        .where(sql`${gameTypes.key} >= ${slot('from')}`)
        .orderBy(asc(gameTypes.key))
        .limit(slot('limit'));
    });
    expect(keysFrom(await byKey({ from: 'a', limit: 2 }))).toEqual(['a', 'b']);
    expect(keysFrom(await byKey({ from: 'b', limit: null }))).toEqual(['b', 'c']);
    // more than the five calls after which PostgreSQL may switch to a generic plan
    for (let i = 0; i < 8; i++) expect(keysFrom(await byKey({ from: 'c', limit: 5 }))).toEqual(['c']);
    expect(built).toBe(1);
  });

  it('runs in the transaction it is given: it sees its writes, and they go with a rollback', async () => {
    const { db } = database;
    const byKey = prepared(db, 'test.sportByKey', (tx) =>
      tx
        .select({ key: gameTypes.key })
        .from(gameTypes)
        .where(eq(gameTypes.key, slot('key'))),
    );
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(gameTypes).values(sport('in-tx'));
        expect(keysFrom(await byKey({ key: 'in-tx' }, tx))).toEqual(['in-tx']);
        // twice on the transaction's connection: the name is prepared there once
        expect(keysFrom(await byKey({ key: 'in-tx' }, tx))).toEqual(['in-tx']);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await byKey({ key: 'in-tx' })).toEqual([]);
    await db.insert(gameTypes).values(sport('committed'));
    expect(keysFrom(await byKey({ key: 'committed' }))).toEqual(['committed']);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, prepared reads always take their generic plan, and no other statement does',
    async () => {
      const { db } = database;
      const planMode = prepared(db, 'test.planMode', (tx) =>
        tx
          .select({ setting: pgSettings.setting })
          .from(pgSettings)
          .where(eq(pgSettings.name, slot('name'))),
      );
      expect(await planMode({ name: 'plan_cache_mode' })).toEqual([{ setting: 'force_generic_plan' }]);
      const [other] = await db
        .select({ setting: pgSettings.setting })
        .from(pgSettings)
        .where(eq(pgSettings.name, 'plan_cache_mode'));
      expect(other).toEqual({ setting: 'auto' });
      // in a transaction the read runs on the transaction's connection, as the app's other statements
      const inTx = await db.transaction((tx) => planMode({ name: 'plan_cache_mode' }, tx));
      expect(inTx).toEqual([{ setting: 'auto' }]);
    },
  );
});
