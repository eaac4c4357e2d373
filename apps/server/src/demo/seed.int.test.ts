import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { fixedClock } from '../clock.js';
import { appMeta, favorites, inquiries, notices, subscriptions, users } from '../db/schema/index.js';
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
      '[1/5] help',
      '[2/5] accounts',
      '[3/5] passes',
      '[4/5] catalogue',
      '[5/5] member-activity',
    ]);
    expect(await seedDemoOnce(ctx)).toBe('already');
    const [members] = await database.db.select({ n: count() }).from(users);
    expect(members!.n).toBeGreaterThanOrEqual(8);
    // premium@ follows teams and leagues and has inquiries, some answered by the operator
    const [follows] = await database.db.select({ n: count() }).from(favorites);
    expect(follows!.n).toBe(7);
    // basic@ and premium@ hold their pass, free@ none
    const held = await database.db
      .select({ email: users.email, pass: subscriptions.pass, status: subscriptions.status })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId));
    expect(held.sort((a, b) => String(a.email).localeCompare(String(b.email)))).toEqual([
      { email: 'basic@example.com', pass: 'basic', status: 'in_use' },
      { email: 'premium@example.com', pass: 'premium', status: 'in_use' },
    ]);
    const asked = await database.db.select().from(inquiries);
    expect(asked).toHaveLength(3);
    expect(asked.filter((row) => row.answer !== null && row.status === 'answered')).toHaveLength(2);
  });

  it('runs only the steps added since a database was seeded by the first release', async () => {
    const database = await createTestDatabase();
    close = database.close;
    const ctx = { db: database.db, clock: fixedClock('2026-11-23T03:00:00Z') };
    await database.db.insert(appMeta).values({ key: 'demo_seeded', value: { at: '2026-11-01T00:00:00Z' } });
    const lines: string[] = [];
    expect(await seedDemoOnce(ctx, (line) => lines.push(line))).toBe('seeded');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('accounts');
    expect(lines[1]).toContain('passes');
    expect(lines[2]).toContain('catalogue');
    expect(lines[3]).toContain('member-activity');
    const [helpRows] = await database.db.select({ n: count() }).from(notices);
    expect(helpRows!.n).toBe(0);
  });
});
