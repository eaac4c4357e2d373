import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.js';
import { createHashPool, type HashPool } from './hash-pool.js';

const pools: HashPool[] = [];
const pool = (options?: Parameters<typeof createHashPool>[0]) => {
  const made = createHashPool(options);
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('createHashPool', () => {
  it('hashes with argon2id and verifies: the right password matches, another does not', async () => {
    const p = pool({ threads: 1 });
    const stored = await p.hash('Passw0rd!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await p.verify(stored, 'Passw0rd!')).toBe(true);
    expect(await p.verify(stored, 'Passw0rd?')).toBe(false);
    await expect(p.verify('not a hash', 'Passw0rd!')).rejects.toThrow();
  });

  it('runs at most `threads` hashes at once, the rest in order', async () => {
    const p = pool({ threads: 2, maxWaitMs: 60_000 });
    const stored = await p.hash('Passw0rd!');
    let most = 0;
    const order: number[] = [];
    const jobs = Array.from({ length: 8 }, (_, i) =>
      p.verify(stored, i % 2 ? 'Passw0rd!' : 'wrong').then((ok) => {
        order.push(i);
        return ok;
      }),
    );
    const watch = setInterval(() => {
      most = Math.max(most, p.load.running);
    }, 1);
    most = Math.max(most, p.load.running);
    expect(p.load.running + p.load.waiting).toBe(8);
    const results = await Promise.all(jobs);
    clearInterval(watch);
    expect(most).toBe(2);
    expect(results).toEqual([false, true, false, true, false, true, false, true]);
    expect(p.load).toMatchObject({ running: 0, waiting: 0 });
  });

  it('refuses a hash that would wait longer than maxWaitMs: 429 RATE_LIMITED with Retry-After', async () => {
    const p = pool({ threads: 1, maxWaitMs: 0 });
    const stored = await p.hash('Passw0rd!');
    const first = p.verify(stored, 'Passw0rd!');
    const refused = await p.verify(stored, 'Passw0rd!').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('RATE_LIMITED');
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // the one running is not disturbed, and once it is done the next is taken
    expect(await first).toBe(true);
    expect(await p.verify(stored, 'Passw0rd!')).toBe(true);
  });

  it.runIf(process.platform === 'linux')('runs its threads below the main thread in priority', async () => {
    const before = threadNices().filter((n) => n === 7).length;
    const p = pool({ threads: 1, nice: 7 });
    await p.hash('Passw0rd!');
    expect(threadNices().filter((n) => n === 7).length).toBe(before + 1);
    expect(threadNices()[0]).toBe(0);
  });
});
