import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import type { Executor } from '../../db/client.js';
import { createMemoryBus, type EventBus } from '../../shared/event-bus.js';
import { REREAD_AHEAD } from '../../shared/reread-ahead.js';
import { cachedScoreSettings, SCORE_CACHE_TTL_MS } from './score-cache.js';
import type { ScoreSettings } from './settings.repo.js';

const silent = { warn() {}, error() {} };

/** The settings in a map, counting the reads; a bus whose link can be cut and made again. */
function setup() {
  const clock = fixedClock('2026-11-23T03:00:00Z');
  const rows = new Map<number, boolean>();
  let reads = 0;
  const repo: ScoreSettings = {
    isOn: async (userId) => {
      reads++;
      return rows.get(userId) ?? true;
    },
    set: async (userId, on) => {
      rows.set(userId, on);
      return on;
    },
  };
  const memory = createMemoryBus(silent);
  let connected = true;
  let links = 1;
  const bus: EventBus = { ...memory, connected: () => connected, links: () => links };
  const published: unknown[] = [];
  const spyBus: EventBus = {
    ...bus,
    publish: async (event) => {
      published.push(event);
      await memory.publish(event);
    },
  };
  const scores = cachedScoreSettings(repo, { bus: spyBus, clock });
  return {
    scores,
    repo,
    rows,
    clock,
    memory,
    published,
    get reads() {
      return reads;
    },
    cut: () => {
      connected = false;
    },
    relink: () => {
      connected = true;
      links++;
    },
  };
}

describe('cachedScoreSettings', () => {
  it('reads a member once while the setting is trusted, each member apart', async () => {
    const s = setup();
    s.rows.set(2, false);
    expect(await s.scores.isOn(1)).toBe(true);
    expect(await s.scores.isOn(1)).toBe(true);
    expect(await s.scores.isOn(2)).toBe(false);
    expect(await s.scores.isOn(2)).toBe(false);
    expect(s.reads).toBe(2);
  });

  it('a change made here is served at once and published for the other instances', async () => {
    const s = setup();
    await s.scores.isOn(1);
    expect(await s.scores.set(1, false, s.clock.now())).toBe(false);
    expect(await s.scores.isOn(1)).toBe(false);
    expect(s.published).toEqual([{ type: 'member.changed', userId: 1 }]);
  });

  it('forgets a member on member.changed (a change on another instance) and after the time to live', async () => {
    const s = setup();
    await s.scores.isOn(1);
    s.rows.set(1, false);
    expect(await s.scores.isOn(1)).toBe(true);
    await s.memory.publish({ type: 'member.changed', userId: 1 });
    expect(await s.scores.isOn(1)).toBe(false);
    s.rows.set(1, true);
    s.clock.advance(SCORE_CACHE_TTL_MS - 1);
    expect(await s.scores.isOn(1)).toBe(false);
    s.clock.advance(1);
    expect(await s.scores.isOn(1)).toBe(true);
  });

  it('re-reads a setting in the background once due, serving the kept one meanwhile and never past its time to live', async () => {
    const s = setup();
    await s.scores.isOn(1);
    s.rows.set(1, false);
    s.clock.advance(SCORE_CACHE_TTL_MS * REREAD_AHEAD - 1);
    expect(s.scores.kept?.(1)).toBe(true);
    expect(s.reads).toBe(1);
    s.clock.advance(1);
    // due: served as kept, its re-read started once however often it is asked for meanwhile
    expect(s.scores.kept?.(1)).toBe(true);
    expect(await s.scores.isOn(1)).toBe(true);
    expect(s.reads).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // the re-read is kept as of when it began: trusted for a whole time to live from there
    expect(s.scores.kept?.(1)).toBe(false);
    s.clock.advance(SCORE_CACHE_TTL_MS - 1);
    expect(s.scores.kept?.(1)).toBe(false);
    s.clock.advance(1);
    expect(s.scores.kept?.(1)).toBeUndefined();
  });

  it('drops a re-read that failed: the setting expires at its time to live and is read on the request’s path', async () => {
    const s = setup();
    await s.scores.isOn(1);
    const realRead = s.repo.isOn;
    s.repo.isOn = async () => {
      throw new Error('database down');
    };
    s.clock.advance(SCORE_CACHE_TTL_MS * REREAD_AHEAD);
    expect(s.scores.kept?.(1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.scores.kept?.(1)).toBe(true);
    s.clock.advance(SCORE_CACHE_TTL_MS * (1 - REREAD_AHEAD));
    expect(s.scores.kept?.(1)).toBeUndefined();
    await expect(s.scores.isOn(1)).rejects.toThrow('database down');
    s.repo.isOn = realRead;
    expect(await s.scores.isOn(1)).toBe(true);
  });

  it('serves nothing kept while the bus is cut off, and forgets all when it links again', async () => {
    const s = setup();
    await s.scores.isOn(1);
    s.cut();
    s.rows.set(1, false);
    expect(await s.scores.isOn(1)).toBe(false);
    expect(await s.scores.isOn(1)).toBe(false);
    const readsWhileCut = s.reads;
    s.relink();
    s.rows.set(1, true);
    expect(await s.scores.isOn(1)).toBe(true);
    expect(await s.scores.isOn(1)).toBe(true);
    expect(s.reads).toBe(readsWhileCut + 1);
  });

  it('reads inside a transaction from the transaction, never from memory', async () => {
    const s = setup();
    await s.scores.isOn(1);
    await s.scores.isOn(1, {} as Executor);
    expect(s.reads).toBe(2);
  });

  it('tells the setting kept without waiting, and nothing where isOn would read', async () => {
    const s = setup();
    s.rows.set(1, false);
    expect(s.scores.kept?.(1)).toBeUndefined();
    await s.scores.isOn(1);
    expect(s.scores.kept?.(1)).toBe(false);
    await s.memory.publish({ type: 'member.changed', userId: 1 });
    expect(s.scores.kept?.(1)).toBeUndefined();
    await s.scores.isOn(1);
    s.clock.advance(SCORE_CACHE_TTL_MS);
    expect(s.scores.kept?.(1)).toBeUndefined();
    await s.scores.isOn(1);
    s.cut();
    expect(s.scores.kept?.(1)).toBeUndefined();
  });
});
