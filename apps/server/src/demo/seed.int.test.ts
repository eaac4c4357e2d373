import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { fixedClock } from '../clock.js';
import { appMeta, notices, users } from '../db/schema/index.js';
import { seedDemoOnce } from './seed.js';

describe('demo seeding', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('seeds every step once, then answers already', async () => {
    const database = await createTestDatabase();
    close = database.close;
    const ctx = { db: database.db, clock: fixedClock('2026-11-23T03:00:00Z') };
    const lines: string[] = [];
    expect(await seedDemoOnce(ctx, (line) => lines.push(line))).toBe('seeded');
    expect(lines.map((l) => l.split(':')[0]?.trim())).toEqual([
      '[1/3] help',
      '[2/3] accounts',
      '[3/3] catalogue',
    ]);
    expect(await seedDemoOnce(ctx)).toBe('already');
    const [members] = await database.db.select({ n: count() }).from(users);
    expect(members!.n).toBeGreaterThanOrEqual(8);
  });

  it('runs only the steps added since a database was seeded by the first release', async () => {
    const database = await createTestDatabase();
    close = database.close;
    const ctx = { db: database.db, clock: fixedClock('2026-11-23T03:00:00Z') };
    await database.db.insert(appMeta).values({ key: 'demo_seeded', value: { at: '2026-11-01T00:00:00Z' } });
    const lines: string[] = [];
    expect(await seedDemoOnce(ctx, (line) => lines.push(line))).toBe('seeded');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('accounts');
    expect(lines[1]).toContain('catalogue');
    const [helpRows] = await database.db.select({ n: count() }).from(notices);
    expect(helpRows!.n).toBe(0);
  });
});
