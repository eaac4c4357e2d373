import { count, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { fixedClock } from '../clock.js';
import {
  appMeta,
  chatForbiddenWords,
  favorites,
  inquiries,
  lives,
  notices,
  paymentMethods,
  payments,
  promotionCodes,
  promotions,
  subscriptionEvents,
  subscriptions,
  users,
} from '../db/schema/index.js';
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
      '[1/7] help',
      '[2/7] accounts',
      '[3/7] passes',
      '[4/7] billing',
      '[5/7] catalogue',
      '[6/7] member-activity',
      '[7/7] chat',
    ]);
    expect(await seedDemoOnce(ctx)).toBe('already');
    // the chat's demo: forbidden words, and the rebroadcasts without chat ("no chat for this content")
    expect(await database.db.select().from(chatForbiddenWords)).toHaveLength(3);
    const withoutChat = await database.db.select().from(lives).where(eq(lives.chat, false));
    expect(withoutChat.length).toBeGreaterThan(0);
    expect(withoutChat.every((l) => l.broadcastType === 300)).toBe(true);
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
    // billing: the demo's promotions and codes; basic@ and premium@ verified, with a saved card and a receipt
    const promos = await database.db.select().from(promotions);
    expect(promos.map((p) => p.code).sort()).toEqual([
      'HALF2026',
      'KICKOFF500',
      'LASTONE',
      'SPRING2027',
      'SUMMER2026',
      null,
    ]);
    const [singles] = await database.db.select({ n: count() }).from(promotionCodes);
    expect(singles!.n).toBe(20);
    const verified = await database.db
      .select({ email: users.email })
      .from(users)
      .where(isNotNull(users.purchaseVerifiedAt));
    expect(verified.map((v) => v.email).sort()).toEqual(['basic@example.com', 'premium@example.com']);
    expect(await database.db.select().from(paymentMethods)).toHaveLength(2);
    const receipts = await database.db.select().from(payments);
    expect(receipts.map((p) => p.receiptNo)).toEqual([
      expect.stringMatching(/^KO-\d{8}-\d{6}$/),
      expect.stringMatching(/^KO-\d{8}-\d{6}$/),
    ]);
    expect(await database.db.select().from(subscriptionEvents)).toHaveLength(2);
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
    expect(lines).toHaveLength(6);
    expect(lines[0]).toContain('accounts');
    expect(lines[1]).toContain('passes');
    expect(lines[2]).toContain('billing');
    expect(lines[3]).toContain('catalogue');
    expect(lines[4]).toContain('member-activity');
    expect(lines[5]).toMatch(/chat: 3 forbidden words, \d+ rebroadcasts without chat/);
    const [helpRows] = await database.db.select({ n: count() }).from(notices);
    expect(helpRows!.n).toBe(0);
  });
});
