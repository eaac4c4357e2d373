import { type Placeholder, sql } from 'drizzle-orm';
import { type Executor, preparedReadsOf } from './client.js';

/** What drizzle's `.prepare(name)` answers: the statement, run with its placeholders' values. */
interface Statement<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A read the app makes on every uncached answer, built once and planned once per connection: `build`
 * writes it with `slot(name)` where its values go, and it is sent as a named prepared statement. On
 * the 1M-game catalogue a league's latest results took 2.4 ms: 0.4 ms of drizzle building the SQL and
 * ~0.7 ms of PostgreSQL planning its nine joins, each time; prepared, under 1 ms.
 *
 * On `db` it is built the first time and kept, and runs on the connections `preparedReadsOf` answers (on
 * PostgreSQL, ones that always use the statement's generic plan: its plan is made once, without the
 * values, so a read written here must have a good plan for any values; `search-plan.int.test.ts` and
 * `npm run bench scale` hold that). On a transaction (another executor) it is built for it each call,
 * under the same name and with the same text, so a connection that has prepared it already does not
 * parse it again. `name` must name one text only (node-postgres refuses a name used for another text
 * on the same connection). PGlite through drizzle has no named statements: there it saves the building.
 */
export function prepared<V extends Record<string, unknown>, R>(
  db: Executor,
  name: string,
  build: (tx: Executor) => { prepare(name: string): Statement<R> },
): (values: V, tx?: Executor) => Promise<R> {
  let own: Statement<R> | undefined;
  return (values, tx = db) => {
    if (tx !== db) return build(tx).prepare(name).execute(values);
    own ??= build(preparedReadsOf(db)).prepare(name);
    return own.execute(values);
  };
}

/**
 * Where a value of a prepared read goes. A `Date` passed for it reaches the driver as a `Date` (the
 * column's encoder does not run for a placeholder); both drivers send it as an instant, which is what
 * the `timestamptz` columns hold.
 */
export const slot = (name: string): Placeholder => sql.placeholder(name);
