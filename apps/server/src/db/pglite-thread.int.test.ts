import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolation } from '../shared/unique-violation.js';
import { type PGliteQueries, PGliteThread } from './pglite-thread.js';

// PGlite itself, whichever database the integration suite runs on: what is tested is the thread.
let db: PGliteThread;

beforeAll(async () => {
  db = new PGliteThread();
  await db.waitReady;
  await db.exec(`
    CREATE TABLE items (id int PRIMARY KEY, name text CONSTRAINT items_name_key UNIQUE, at timestamptz);
    INSERT INTO items VALUES (1, 'one', '2026-11-29 01:02:03+00');
  `);
});

afterAll(async () => {
  await db?.close();
});

describe('PGlite on a thread of its own', () => {
  it("leaves the server's thread free while a statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      // a few hundred ms of work for PGlite: run in this thread, no timer could fire before it ends
      await db.query('SELECT count(*) FROM generate_series(1, 3000000)');
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(5);
  });

  it('answers rows in either row mode, keeping the text of the types asked for', async () => {
    const keep = { [types.TIMESTAMPTZ]: (value: string) => value };
    const objects = await db.query('SELECT id, name, at FROM items', [], {
      rowMode: 'object',
      parsers: keep,
    });
    expect(objects.rows).toEqual([{ id: 1, name: 'one', at: '2026-11-29 01:02:03+00' }]);
    const arrays = await db.query('SELECT id, at FROM items WHERE id = $1', [1], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, new Date('2026-11-29T01:02:03Z')]]);
    await expect(
      db.query('SELECT 1', [], { parsers: { [types.INT4]: (value: string) => Number(value) * 2 } }),
    ).rejects.toThrow(/only parsers that keep the text/);
  });

  it("gives a database error's code and constraint", async () => {
    const error = await db.query("INSERT INTO items VALUES (2, 'one', now())").catch((e: unknown) => e);
    expect(uniqueViolation(error)).toBe('items_name_key');
    expect(error).toBeInstanceOf(Error);
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });
  });

  it('commits a transaction that resolves, and statements asked meanwhile see all of it or none', async () => {
    const written = db.transaction(async (tx) => {
      await tx.query("INSERT INTO items VALUES (10, 'ten', now())");
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query("INSERT INTO items VALUES (11, 'eleven', now())");
      return 'done';
    });
    const counted = db.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE id >= 10');
    expect(await written).toBe('done');
    expect((await counted).rows).toEqual([{ n: 2 }]);
  });

  it('rolls back a transaction that throws, and throws its error', async () => {
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO items VALUES (20, 'twenty', now())");
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await db.query('SELECT id FROM items WHERE id = 20')).rows).toEqual([]);
    // a statement failing inside rolls back too, with the database's error
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO items VALUES (21, 'twenty-one', now())");
        await tx.query("INSERT INTO items VALUES (22, 'one', now())");
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('SELECT id FROM items WHERE id IN (21, 22)')).rows).toEqual([]);
  });

  it('refuses a statement on a transaction that has ended', async () => {
    let leaked: PGliteQueries | undefined;
    await db.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked?.query('SELECT 1')).rejects.toThrow('Transaction is closed');
  });

  it('delivers NOTIFY to a listener until it stops listening', async () => {
    const payloads: string[] = [];
    const stop = await db.listen('changes', (payload) => payloads.push(payload));
    await db.query("SELECT pg_notify('changes', 'first')");
    await expect.poll(() => payloads).toEqual(['first']);
    await stop();
    await db.query("SELECT pg_notify('changes', 'second')");
    await db.query('SELECT 1');
    expect(payloads).toEqual(['first']);
  });
});
