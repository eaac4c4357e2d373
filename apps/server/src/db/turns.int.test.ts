import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.js';

/**
 * PGlite runs on the server's own thread (client.ts, takeTurns): statements issued together must leave
 * the event loop a turn between them, so the requests that came meanwhile are served before the next
 * one. PostgreSQL runs elsewhere and needs nothing of the kind; this is PGlite's alone.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'PGlite statements take turns with the event loop',
  () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openDatabase({ memory: true });
    });
    afterAll(() => database?.close());

    const heavy = () => database.db.execute(sql`SELECT count(*) FROM generate_series(1, 50000)`);

    it('serves what came meanwhile between statements issued together, each in the order issued', async () => {
      const order: string[] = [];
      const statements = [0, 1, 2, 3, 4].map((i) => heavy().then(() => order.push(`statement ${i}`)));
      // what comes meanwhile (a timer here, a request in the server): due before the last statement
      setTimeout(() => order.push('timer'), 0);
      await Promise.all(statements);
      const timer = order.indexOf('timer');
      expect(timer).toBeGreaterThan(-1);
      expect(timer).toBeLessThan(order.length - 1);
      expect(order.filter((o) => o !== 'timer')).toEqual([0, 1, 2, 3, 4].map((i) => `statement ${i}`));
    });

    it('passes on a failed statement’s error to its caller alone, the next ones running', async () => {
      const bad = database.db.execute(sql`SELECT 1 / 0`);
      const good = database.db.execute(sql`SELECT 2 AS two`);
      await expect(bad).rejects.toThrow(/Failed query: SELECT 1 \/ 0/);
      expect(((await good) as { rows: unknown[] }).rows).toEqual([{ two: 2 }]);
    });

    it('runs a transaction’s statements through its own handle, and a statement after it waits for its end', async () => {
      const order: string[] = [];
      const tx = database.db.transaction(async (t) => {
        await t.execute(sql`SELECT 1`);
        order.push('in transaction');
        await t.execute(sql`SELECT 2`);
        order.push('transaction done');
      });
      const after = database.db.execute(sql`SELECT 3`).then(() => order.push('after'));
      await Promise.all([tx, after]);
      expect(order).toEqual(['in transaction', 'transaction done', 'after']);
    });
  },
);
