import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import {
  CachedBody,
  createReadCache,
  READ_CACHE_REFRESH_AHEAD,
  READ_CACHE_STALE_MS,
  READ_CACHE_TTL_MS,
} from './read-cache.js';

function setup(options: { ttlMs?: number; staleMs?: number; maxEntries?: number } = {}) {
  const clock = fixedClock('2026-11-23T03:00:00Z');
  let version = 1;
  let versionKnown = true;
  let fills = 0;
  const cache = createReadCache({
    version: async () => version,
    versionKept: () => (versionKnown ? version : undefined),
    clock,
    ...options,
  });
  const fill = (body: string) => async () => {
    fills++;
    return body;
  };
  return {
    cache,
    /** The answer as text (the cache keeps bytes). */
    get: async (key: string | Promise<string>, fillWith: () => Promise<string>) =>
      (await cache.get(key, fillWith)).bytes.toString(),
    clock,
    fill,
    get fills() {
      return fills;
    },
    bump() {
      version++;
    },
    /** Whether the version is known without a read (`versionKept`). */
    knowVersion(known: boolean) {
      versionKnown = known;
    },
    /** The text `peek` answers, or undefined. */
    peek: (key: string) => cache.peek(key)?.bytes.toString(),
    /** A request whose version read began before the last change committed. */
    lag() {
      version--;
    },
  };
}

/** Lets the background work started so far finish (fills and compressions of resolved promises). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * A background fill of `key` that fails: the answer `kept` is served, `peek` then has nothing (the next
 * request must start another fill), and that request's fill (`next`) replaces it.
 */
async function expectFailedFillRetried(s: ReturnType<typeof setup>, key: string, kept: string, next: string) {
  expect(await s.get(key, () => Promise.reject(new Error('database down')))).toBe(kept);
  await settle();
  expect(s.peek(key)).toBeUndefined();
  expect(await s.get(key, s.fill(next))).toBe(kept);
  await settle();
  expect(s.peek(key)).toBe(next);
}

/** A fill held until `release(body)`; `calls` counts how often it was started. */
function heldFill() {
  const held = {
    calls: 0,
    release: (_body: string) => {},
    fill: () => {
      held.calls++;
      return new Promise<string>((resolve) => {
        held.release = resolve;
      });
    },
  };
  return held;
}

describe('createReadCache', () => {
  it('fills a key once and answers it from the cache while the version and the time hold', async () => {
    const s = setup();
    expect(await s.get('a', s.fill('one'))).toBe('one');
    expect(await s.get('a', s.fill('two'))).toBe('one');
    expect(await s.get(Promise.resolve('a'), s.fill('three'))).toBe('one');
    expect(s.fills).toBe(1);
    // another key is another answer
    expect(await s.get('b', s.fill('bee'))).toBe('bee');
    expect(s.fills).toBe(2);
  });

  it('fills again once the catalogue version changed', async () => {
    const s = setup();
    await s.get('a', s.fill('old'));
    s.bump();
    expect(await s.get('a', s.fill('new'))).toBe('new');
    expect(await s.get('a', s.fill('newer'))).toBe('new');
  });

  it('serves an answer filled under a later version than the request read (it is at least as new)', async () => {
    const s = setup();
    s.bump();
    await s.get('a', s.fill('new'));
    s.lag();
    expect(await s.get('a', s.fill('old'))).toBe('new');
    expect(s.fills).toBe(1);
  });

  it('serves an answer past its time to live only while its fill runs, for at most staleMs', async () => {
    const s = setup({ ttlMs: 10_000, staleMs: 5_000 });
    await s.get('a', s.fill('first'));
    s.clock.advance(8_999);
    expect(await s.get('a', s.fill('second'))).toBe('first');
    // not asked for in its last second (when a request would have filled it again in the background):
    // the first request after it gets the answer kept and starts the fill, which the next one gets
    s.clock.advance(1_001);
    const slow = heldFill();
    expect(await s.get('a', slow.fill)).toBe('first');
    expect(s.peek('a')).toBe('first');
    slow.release('third');
    await settle();
    expect(s.peek('a')).toBe('third');
    // past its time to live and staleMs: the request waits for the fill
    s.clock.advance(15_000);
    expect(s.peek('a')).toBeUndefined();
    expect(await s.get('a', s.fill('fourth'))).toBe('fourth');
    // and when the clock goes back
    s.clock.advance(-60_000);
    expect(await s.get('a', s.fill('fifth'))).toBe('fifth');
  });

  it('past its time to live, a failed fill is tried again by the next request, the answer kept served meanwhile', async () => {
    const s = setup({ ttlMs: 10_000, staleMs: 5_000 });
    await s.get('a', s.fill('first'));
    s.clock.advance(12_000);
    // the failed fill is not waited for again: the next request starts another, and gets the answer kept
    await expectFailedFillRetried(s, 'a', 'first', 'retried');
  });

  it('fills again in the background past 90% of the time to live: no request waits for the clock', async () => {
    const s = setup({ ttlMs: 10_000 });
    await s.get('a', s.fill('first'));
    s.clock.advance(8_999);
    expect(await s.get('a', s.fill('early'))).toBe('first');
    expect(s.fills).toBe(1);
    s.clock.advance(1);
    // served as it is; one fill starts, however many requests come while it runs
    const slow = heldFill();
    expect(await s.get('a', slow.fill)).toBe('first');
    expect(await s.get('a', slow.fill)).toBe('first');
    expect(slow.calls).toBe(1);
    slow.release('second');
    await settle();
    expect(await s.get('a', s.fill('third'))).toBe('second');
    // the new answer's time counts from the request that started its fill
    s.clock.advance(8_999);
    expect(await s.get('a', s.fill('fourth'))).toBe('second');
    expect(s.fills).toBe(1);
  });

  it('makes the codings of the answer it replaces before the new one is served', async () => {
    const s = setup({ ttlMs: 10_000 });
    const old = await s.cache.get('a', s.fill('x'.repeat(2_000)));
    await old.encoded('br');
    s.clock.advance(9_000);
    await s.cache.get('a', s.fill('y'.repeat(2_000)));
    await settle();
    const fresh = await s.cache.get('a', s.fill('z'));
    expect(fresh.bytes.toString()).toBe('y'.repeat(2_000));
    expect(fresh.codings).toEqual(['br']);
  });

  it('never answers a changed catalogue from the old entry, and a late background fill does not replace a newer one', async () => {
    const s = setup({ ttlMs: 10_000 });
    await s.get('a', s.fill('old'));
    s.clock.advance(9_000);
    const slow = heldFill();
    expect(await s.get('a', slow.fill)).toBe('old');
    s.bump();
    expect(await s.get('a', s.fill('new'))).toBe('new');
    slow.release('stale');
    await settle();
    expect(await s.get('a', s.fill('other'))).toBe('new');
  });

  it('serves the answer until it expires when its background fill fails, then fills on the request', async () => {
    const s = setup({ ttlMs: 10_000 });
    await s.get('a', s.fill('first'));
    s.clock.advance(9_000);
    expect(await s.get('a', () => Promise.reject(new Error('database down')))).toBe('first');
    await settle();
    expect(await s.get('a', s.fill('retried'))).toBe('first');
    await settle();
    expect(await s.get('a', s.fill('unused'))).toBe('retried');
    s.clock.advance(10_000 + READ_CACHE_STALE_MS);
    expect(await s.get('a', s.fill('on the request'))).toBe('on the request');
  });

  it('runs one fill for requests that arrive together', async () => {
    const s = setup();
    const slow = heldFill();
    const waiting = Promise.all([s.get('a', slow.fill), s.get('a', slow.fill), s.get('a', slow.fill)]);
    await new Promise((r) => setTimeout(r, 10));
    slow.release('shared');
    expect(await waiting).toEqual(['shared', 'shared', 'shared']);
    expect(slow.calls).toBe(1);
  });

  it('keeps no failed fill: the next request tries again', async () => {
    const s = setup();
    await expect(s.cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(s.cache.size).toBe(0);
    expect(await s.get('a', s.fill('back'))).toBe('back');
  });

  it('keeps at most maxEntries answers, dropping the oldest filled', async () => {
    const s = setup({ maxEntries: 2 });
    await s.get('a', s.fill('a1'));
    await s.get('b', s.fill('b1'));
    await s.get('c', s.fill('c1'));
    expect(s.cache.size).toBe(2);
    expect(await s.get('b', s.fill('b2'))).toBe('b1');
    expect(await s.get('a', s.fill('a2'))).toBe('a2');
  });

  it('keeps each coding of an answer once made: the same bytes for every request', async () => {
    const s = setup();
    const text = JSON.stringify({
      data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'キックオフ' })),
    });
    const body = await s.cache.get('a', s.fill(text));
    const br = await body.encoded('br');
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(br.length).toBeLessThan(body.bytes.length / 5);
    expect(gunzipSync(await body.encoded('gzip')).toString()).toBe(text);
    const again = await s.cache.get('a', s.fill('other'));
    expect(await again.encoded('br')).toBe(br);
  });
});

describe('peek: the answer with nothing to wait for', () => {
  it('answers a current, filled entry, and nothing where get would wait, fill or refresh', async () => {
    const s = setup();
    expect(s.peek('a')).toBeUndefined();
    const held = heldFill();
    const filling = s.cache.get('a', held.fill);
    // still being filled
    await settle();
    expect(held.calls).toBe(1);
    expect(s.peek('a')).toBeUndefined();
    held.release('one');
    await filling;
    expect(s.peek('a')).toBe('one');
    expect(s.peek('b')).toBeUndefined();
    // the version is not known without a read
    s.knowVersion(false);
    expect(s.peek('a')).toBeUndefined();
    s.knowVersion(true);
    // the catalogue changed: get fills again, and peek answers the new one once it is there
    s.bump();
    expect(s.peek('a')).toBeUndefined();
    expect(await s.get('a', s.fill('two'))).toBe('two');
    expect(s.peek('a')).toBe('two');
    // due for the background fill, which only get starts
    s.clock.advance(READ_CACHE_TTL_MS * READ_CACHE_REFRESH_AHEAD - 1);
    expect(s.peek('a')).toBe('two');
    s.clock.advance(1);
    expect(s.peek('a')).toBeUndefined();
    expect(s.fills).toBe(1);
    // once get has started it, the old answer is served from memory until the new one replaces it
    const refill = heldFill();
    expect(await s.get('a', refill.fill)).toBe('two');
    expect(refill.calls).toBe(1);
    expect(s.peek('a')).toBe('two');
    refill.release('three');
    await settle();
    expect(s.peek('a')).toBe('three');
    // a background fill that failed: the next request goes to get again, which starts another
    s.clock.advance(READ_CACHE_TTL_MS * READ_CACHE_REFRESH_AHEAD);
    await expectFailedFillRetried(s, 'a', 'three', 'four');
  });
});

describe('CachedBody', () => {
  it('gives a coding without waiting once it is made, and nothing before', async () => {
    const body = new CachedBody(Buffer.from('x'.repeat(4096)));
    expect(body.encodedNow('br')).toBeUndefined();
    const making = body.encoded('br');
    expect(body.encodedNow('br')).toBeUndefined();
    const br = await making;
    expect(body.encodedNow('br')).toBe(br);
    expect(body.encodedNow('gzip')).toBeUndefined();
  });

  it('compresses once however many requests ask at the same time', async () => {
    const body = new CachedBody(Buffer.from('x'.repeat(4096)));
    const made = await Promise.all([body.encoded('gzip'), body.encoded('gzip'), body.encoded('gzip')]);
    expect(made[1]).toBe(made[0]);
    expect(made[2]).toBe(made[0]);
  });
});
