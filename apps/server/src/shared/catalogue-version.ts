import type { Clock } from '../clock.js';
import type { DatabaseHandle } from '../db/client.js';
import type { EventBus } from './event-bus.js';
import { catalogueVersionReader } from './read-cache.js';
import { dueForReread, rereads } from './reread-ahead.js';

/** The channel the catalogue version's bump notifies on (migration 0013). */
export const CATALOGUE_CHANNEL = 'kickoff_catalogue';
/** The version kept in memory is read from the database again at least this often (clock time). */
export const CATALOGUE_VERSION_MAX_AGE_MS = 5_000;

/**
 * The catalogue version kept in memory: read from the database once, then raised by the NOTIFY its
 * bump sends at every commit that changes the catalogue (every writer: the triggers of migrations 0004
 * and 0013 fire whatever the code path, the demo calendar job and the bench seed included), so a
 * cached answer costs no database round trip. `catalogue.changed` on the bus and `stale()` (this
 * instance answered a change: the NOTIFY may be a moment behind its own commit on PostgreSQL) make
 * the next request read it again.
 *
 * Safety nets: while the LISTEN connection is down, every request reads the version from the database
 * as before (and once it is back, the version is read again: notifications of the gap are lost); a
 * version known for longer than `maxAgeMs` is read again, so a notification lost on a connection that
 * still looks up is corrected within that time.
 */
export function createCatalogueVersion({
  database,
  bus,
  clock,
  maxAgeMs = CATALOGUE_VERSION_MAX_AGE_MS,
}: {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  bus: Pick<EventBus, 'subscribe'>;
  clock: Clock;
  maxAgeMs?: number;
}) {
  const read = catalogueVersionReader(database.db);
  let listening = false;
  let known: { version: number; at: number } | null = null;
  /** Bumped by every change heard: a read that began before it is not kept (it may be older). */
  let generation = 0;
  const forget = () => {
    generation++;
    known = null;
  };
  const stopListening = database.listen(CATALOGUE_CHANNEL, {
    notify(payload) {
      const version = Number(payload);
      generation++;
      if (known && Number.isSafeInteger(version))
        known = { version: Math.max(known.version, version), at: known.at };
      else known = null;
    },
    link(up) {
      listening = up;
      forget();
    },
  });
  const stopBus = bus.subscribe('catalogue.changed', forget);

  /** Reads the version and keeps it (as of `now`, the read's start) unless a change was heard meanwhile. */
  const readAndKeep = async (now: number) => {
    const mark = generation;
    const version = await read();
    if (listening && mark === generation) known = { version, at: now };
    return version;
  };
  const reread = rereads<'version'>();
  /** The version kept, while it may be trusted at `now` (its re-read started once due: reread-ahead.ts). */
  const trusted = (now: number) => {
    if (!listening || !known || now < known.at || now - known.at >= maxAgeMs) return undefined;
    if (dueForReread(now - known.at, maxAgeMs)) reread('version', () => readAndKeep(now));
    return known.version;
  };

  return {
    /** The current catalogue version (the read cache's `version`). */
    async current(): Promise<number> {
      const now = clock.now().getTime();
      return trusted(now) ?? readAndKeep(now);
    },
    /** The current catalogue version when `current` would answer it without a read, else undefined. */
    kept: (): number | undefined => trusted(clock.now().getTime()),
    /** A change was answered on this instance: read the version again before the next answer. */
    stale: forget,
    async close(): Promise<void> {
      stopBus();
      await stopListening();
    },
  };
}
