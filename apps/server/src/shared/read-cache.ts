import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Executor } from '../db/client.js';
import { catalogueVersion } from '../db/schema/index.js';

/** How long a cached answer is current, even with no change to the catalogue (clock time). */
export const READ_CACHE_TTL_MS = 10_000;
/** The most answers kept (the oldest filled goes first): dates and filters in the keys are open-ended. */
export const READ_CACHE_MAX_ENTRIES = 200;
/**
 * From this part of its time to live on, an answer served from the cache also starts its next fill in
 * the background, so a key asked for steadily is never found expired: no request waits for the fill
 * (and the first compression) that the clock alone makes due. Late in the answer's life, so a key is
 * filled ~11% more often, not 25% (a fill costs the database the same, background or not).
 */
export const READ_CACHE_REFRESH_AHEAD = 0.9;
/**
 * How long past its time to live an answer may still be served, and only while its fill runs in the
 * background (stale-while-revalidate): the first member after a quiet spell gets the answer kept (at
 * most this much older than its time to live allows) instead of waiting for the fill, and so does
 * everyone who asks while it runs (on PGlite a fill under load took 100–300 ms). Past it, a request
 * waits for the fill. A changed catalogue version is never answered from the old entry either way.
 */
export const READ_CACHE_STALE_MS = 10_000;

interface Entry {
  version: number;
  filledAt: number;
  body: Promise<CachedBody>;
  /** The body once `body` has resolved: what `peek` serves without waiting. */
  ready?: CachedBody;
  /** A background fill for this entry is on its way. */
  refreshing?: boolean;
}

/** The content codings an answer is kept in besides its bytes as they are (http/compression.ts). */
export type Coding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const noop = () => {};
const gzipped = promisify(gzip);
/**
 * Brotli quality 6 for an answer compressed once and sent many times (a few ms for the largest home
 * answer, ~10% smaller than the quality 4 of answers compressed per request).
 */
const CODERS: Record<Coding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipped(bytes, { level: 6 }),
};

/**
 * A cached answer: its UTF-8 bytes, and each content coding made the first time a request accepts it
 * and kept beside them, so a cached answer costs no compression per request.
 */
export class CachedBody {
  readonly #encoded = new Map<Coding, Promise<Buffer>>();
  /** The codings made so far, as `encodedNow` gives them without waiting. */
  readonly #made = new Map<Coding, Buffer>();
  constructor(readonly bytes: Buffer) {}

  /** The codings made (or being made) so far. */
  get codings(): Coding[] {
    return [...this.#encoded.keys()];
  }

  encoded(coding: Coding): Promise<Buffer> {
    let made = this.#encoded.get(coding);
    if (!made) {
      made = CODERS[coding](this.bytes);
      this.#encoded.set(coding, made);
      made.then(
        (bytes) => this.#made.set(coding, bytes),
        // a failed compression is not kept (the next request tries again)
        () => this.#encoded.delete(coding),
      );
    }
    return made;
  }

  /** The coding's bytes when they are made already, else undefined (then `encoded`). */
  encodedNow(coding: Coding): Buffer | undefined {
    return this.#made.get(coding);
  }
}

/**
 * Reads the catalogue version (a prepared primary-key read): it goes up at the commit of any change
 * to the catalogue tables the cached answers read (the triggers of migration 0004). Requests that
 * arrive while a read is on its way share it (under load most of them): the version a request sees
 * is then at most one round trip older than the request, and a round trip to the database is the
 * most expensive part of a cached answer.
 */
export function catalogueVersionReader(db: Executor): () => Promise<number> {
  const query = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('catalogue_version');
  let reading: Promise<number> | null = null;
  return () => {
    reading ??= query
      .execute()
      .then(([row]) => row?.version ?? 0)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
}

export interface ReadCacheOptions {
  /** The current catalogue version (catalogueVersionReader). */
  version: () => Promise<number>;
  /** The current catalogue version when it is known without a read, else undefined (`peek` needs it). */
  versionKept?: () => number | undefined;
  clock: Clock;
  ttlMs?: number;
  staleMs?: number;
  maxEntries?: number;
}

/**
 * Serialized answers that are the same for everyone who asks with the same key (the route, its
 * parameters, the language and, where the answer holds scores, the member's score setting: a key that
 * leaves out something the answer depends on would serve one member's answer to another).
 *
 * An answer is served from the cache only while the catalogue version it was filled under is not
 * older than the current one (catalogue_version, raised at the commit of any change to the catalogue
 * tables) and for `ttlMs` of the clock (answers that depend on "now": lives on air, the last 14
 * days; and `staleMs` more while its fill runs, below). Each request reads the version (one
 * primary-key read) before the cache, and a fill reads its data after that, so an answer is never
 * older than the version it is filed under. Concurrent requests for a key that is being filled wait
 * for that one fill instead of each running its queries.
 *
 * Past READ_CACHE_REFRESH_AHEAD of its time to live, a request served from the cache starts one fill in
 * the background (under the version that request read); the new answer, compressed in the codings the
 * old one was asked in, replaces it once ready, unless a fill for a newer version came first. Past its
 * time to live, for at most `staleMs` more, the answer is still served while that fill runs (the first
 * request after a quiet spell starts it); later, requests wait for their fill. A changed catalogue
 * version is never answered from the old entry: those requests wait for their fill.
 */
export function createReadCache({
  version,
  versionKept = () => undefined,
  clock,
  ttlMs = READ_CACHE_TTL_MS,
  staleMs = READ_CACHE_STALE_MS,
  maxEntries = READ_CACHE_MAX_ENTRIES,
}: ReadCacheOptions) {
  const entries = new Map<string, Entry>();
  const refreshAt = ttlMs * READ_CACHE_REFRESH_AHEAD;

  const keep = (k: string, entry: Entry) => {
    entries.delete(k);
    entries.set(k, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  };

  /** The background fill of an entry still served: it replaces the entry once made and compressed. */
  const refresh = (k: string, old: Entry, version: number, now: number, fill: () => Promise<string>) => {
    old.refreshing = true;
    void (async () => {
      const fresh = new CachedBody(Buffer.from(await fill()));
      await Promise.all((await old.body).codings.map((coding) => fresh.encoded(coding)));
      if (entries.get(k) === old)
        keep(k, { version, filledAt: now, body: Promise.resolve(fresh), ready: fresh });
    })().catch(() => {
      // the entry is served until it expires; a request after that fills it on its own path (and
      // meets the error, if it lasts)
      old.refreshing = false;
    });
  };

  /**
   * Whether `hit`, `age` ms after its fill, may be served to a request that read version `current`
   * (past its time to live only with its background fill started: `get` starts it, `peek` checks it).
   */
  const servable = (hit: Entry, current: number, age: number) =>
    // an entry filled under a later version than this request read is at least as new: serve it too
    hit.version >= current && age >= 0 && age < ttlMs + staleMs;

  return {
    /**
     * The answer under `key` (it may still be resolving, e.g. after the member's score setting), from
     * the cache when it is current, else from `fill` (a serialized answer), which is then kept as
     * UTF-8 bytes (written to every socket as they are) and, once asked for, compressed.
     */
    async get(key: string | PromiseLike<string>, fill: () => Promise<string>): Promise<CachedBody> {
      const [k, current] = await Promise.all([key, version()]);
      const now = clock.now().getTime();
      const hit = entries.get(k);
      const age = hit ? now - hit.filledAt : -1;
      if (hit && servable(hit, current, age)) {
        if (age >= refreshAt && !hit.refreshing) refresh(k, hit, current, now, fill);
        return hit.body;
      }
      const body = fill().then((text) => new CachedBody(Buffer.from(text)));
      const entry: Entry = { version: current, filledAt: now, body };
      body.then((ready) => {
        entry.ready = ready;
      }, noop);
      keep(k, entry);
      // a failed fill is not kept: the next request tries again
      body.catch(() => {
        if (entries.get(k)?.body === body) entries.delete(k);
      });
      return body;
    },

    /**
     * The answer under `key` when `get` would serve it from the cache as it stands, with nothing to wait
     * for (the catalogue version known, the entry current and filled, and either not yet due for its
     * background fill or with that fill on its way), else undefined: then `get`, which starts the fill
     * that is due. What serves a member's steady requests with no await, during a refill too.
     */
    peek(key: string): CachedBody | undefined {
      const current = versionKept();
      if (current === undefined) return undefined;
      const hit = entries.get(key);
      if (!hit?.ready) return undefined;
      const age = clock.now().getTime() - hit.filledAt;
      return servable(hit, current, age) && (age < refreshAt || hit.refreshing) ? hit.ready : undefined;
    },

    /** How many answers are kept (for tests). */
    get size() {
      return entries.size;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
