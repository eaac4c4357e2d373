import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useBillingTestApp } from '../../../test/billing-flows.js';
import { memberCoupons, promotions } from '../../db/schema/index.js';
import { seedBilling } from '../../demo/billing.js';

const ctx = useBillingTestApp();
const DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = '2026-11-23T03:00:00Z';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
afterEach(() => ctx.t.clock.set(NOW));

const codeOf = (res: { json(): unknown }) => (res.json() as { code: string }).code;
const coupon = (code: string, cookie: string) =>
  ctx.api.endpoint('billing.registerCoupon', { body: { code }, cookie });
const campaign = (code: string, cookie: string) =>
  ctx.api.endpoint('billing.registerCampaign', { body: { code }, cookie });

describe(`registering coupon and campaign codes (${DB})`, () => {
  it('free days of premium start at once: a coupon pass that never renews', async () => {
    const { member, cookie } = await ctx.member({ verified: false });
    const code = ctx.freshCode('WELCOME');
    await ctx.promotion({ kind: 'free_days', value: 7, pass: 'premium', codes: [code] });
    const res = await coupon(code.toLowerCase(), cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.coupon).toMatchObject({
      code,
      source: 'coupon',
      kind: 'free_days',
      value: 7,
      pass: 'premium',
      status: 'used',
      usableUntil: null,
    });
    expect(res.data.voucher).toMatchObject({
      held: true,
      pass: 'premium',
      paidBy: 'coupon',
      renews: false,
      endDate: new Date(Date.parse(NOW) + 7 * DAY).toISOString(),
    });
    const mine = await ctx.mine(cookie);
    expect(mine.subscription).toMatchObject({
      paidBy: 'coupon',
      nextPaymentAt: null,
      actions: {
        upgrade: { allowed: false, code: 'NO_SUBSCRIPTION' },
        cancel: { allowed: false, code: 'CANCEL_NOT_ALLOWED' },
        pause: { allowed: false, code: 'PAUSE_NOT_ALLOWED' },
      },
    });
    expect(mine.coupons).toHaveLength(1);
    const [sub] = await ctx.subscriptionsOf(member.id);
    expect((await ctx.historyOf(sub!.id))[0]).toMatchObject({ actor: 'member', reason: `coupon:${code}` });
  });

  it('a discount waits for the first payment, shown in the member language', async () => {
    const { member, cookie } = await ctx.member();
    const code = ctx.freshCode('HALF');
    await ctx.promotion({
      kind: 'percent_off',
      value: 50,
      code,
      usableDays: 14,
      title: { ja: '半額', en: 'Half off' },
    });
    const res = await ctx.api.endpoint('billing.registerCoupon', { body: { code }, cookie, lang: 'en' });
    expect(res.data.coupon).toMatchObject({
      title: 'Half off',
      status: 'registered',
      usableUntil: new Date(Date.parse(NOW) + 14 * DAY).toISOString(),
      usedAt: null,
    });
    expect(res.data.voucher.held).toBe(false);
    expect((await ctx.mine(cookie)).coupons).toEqual([expect.objectContaining({ code, title: '半額' })]);
    ctx.t.clock.advance(14 * DAY);
    const later = await ctx.cookieOf(member.id);
    expect((await ctx.mine(later)).coupons[0]).toMatchObject({ status: 'expired' });
  });

  it('answers every coupon error of spec §8 with its code', async () => {
    const { cookie } = await ctx.member();
    const expectCode = async (res: Awaited<ReturnType<typeof coupon>>, code: string) => {
      expect(codeOf(res), res.body).toBe(code);
    };
    // unknown, or of the other page
    await expectCode(await coupon('NOSUCHCODE', cookie), 'COUPON_INVALID');
    const camp = ctx.freshCode('CAMP');
    await ctx.promotion({ kind: 'amount_off', value: 500, code: camp, source: 'campaign' });
    await expectCode(await coupon(camp, cookie), 'COUPON_INVALID');
    const coup = ctx.freshCode('COUP');
    await ctx.promotion({ kind: 'amount_off', value: 500, code: coup });
    await expectCode(await campaign(coup, cookie), 'COUPON_INVALID');
    // the window
    const soon = ctx.freshCode('SOON');
    await ctx.promotion({
      kind: 'amount_off',
      value: 500,
      code: soon,
      validFrom: new Date(Date.parse(NOW) + DAY),
      validUntil: new Date(Date.parse(NOW) + 9 * DAY),
    });
    await expectCode(await coupon(soon, cookie), 'COUPON_NOT_IN_VALID_TIME');
    const gone = ctx.freshCode('GONE');
    await ctx.promotion({
      kind: 'amount_off',
      value: 500,
      code: gone,
      validFrom: new Date(Date.parse(NOW) - 9 * DAY),
      validUntil: new Date(Date.parse(NOW) - DAY),
    });
    const expired = await coupon(gone, cookie);
    expect(expired.statusCode).toBe(410);
    await expectCode(expired, 'COUPON_EXPIRED');
    // used: the member's own promotion twice, a single-use code someone took, a shared code at its limit
    expect((await campaign(camp, cookie)).statusCode).toBe(200);
    await expectCode(await campaign(camp, cookie), 'COUPON_ALREADY_USED');
    const single = ctx.freshCode('ONE');
    await ctx.promotion({ kind: 'free_days', value: 7, pass: 'premium', codes: [single] });
    expect((await coupon(single, (await ctx.member()).cookie)).statusCode).toBe(200);
    await expectCode(await coupon(single, (await ctx.member()).cookie), 'COUPON_ALREADY_USED');
    const full = ctx.freshCode('FULL');
    await ctx.promotion({ kind: 'amount_off', value: 500, code: full, totalLimit: 3, usedCount: 3 });
    await expectCode(await coupon(full, (await ctx.member()).cookie), 'COUPON_ALREADY_USED');
    // a second discount while one waits unused
    const second = ctx.freshCode('TWO');
    await ctx.promotion({ kind: 'percent_off', value: 10, code: second });
    await expectCode(await coupon(second, cookie), 'COUPON_CONFLICT');
    // free days while holding a pass; a second free-days promotion
    const free = ctx.freshCode('FREE');
    await ctx.promotion({ kind: 'free_days', value: 7, pass: 'premium', code: free });
    const holder = await ctx.member();
    await ctx.holding(holder.member.id, { pass: 'basic' });
    await expectCode(await coupon(free, holder.cookie), 'COUPON_PASS_HELD');
    const hadFree = await ctx.member();
    const first = ctx.freshCode('FIRST');
    await ctx.promotion({ kind: 'free_days', value: 3, pass: 'basic', codes: [first] });
    expect((await coupon(first, hadFree.cookie)).statusCode).toBe(200);
    ctx.t.clock.advance(4 * DAY);
    await expectCode(await coupon(free, await ctx.cookieOf(hadFree.member.id)), 'COUPON_CONFLICT');
  });

  it("the demo's codes do what the README says", async () => {
    await seedBilling({ db: ctx.db, clock: ctx.t.clock });
    const { cookie } = await ctx.member();
    expect((await coupon('HALF2026', cookie)).data.coupon).toMatchObject({ kind: 'percent_off', value: 50 });
    const other = await ctx.member();
    expect((await campaign('kickoff500', other.cookie)).data.coupon).toMatchObject({
      kind: 'amount_off',
      value: 500,
    });
    expect(codeOf(await campaign('LASTONE', (await ctx.member()).cookie))).toBe('COUPON_ALREADY_USED');
    expect(codeOf(await campaign('SPRING2027', (await ctx.member()).cookie))).toBe(
      'COUPON_NOT_IN_VALID_TIME',
    );
    expect(codeOf(await coupon('SUMMER2026', (await ctx.member()).cookie))).toBe('COUPON_EXPIRED');
    expect(codeOf(await campaign('HALF2026', (await ctx.member()).cookie))).toBe('COUPON_INVALID');
    for (const code of ['WELCOME7-0001', 'WELCOME7-0020']) {
      const res = await coupon(code, (await ctx.member()).cookie);
      expect(res.data.voucher, code).toMatchObject({ held: true, pass: 'premium', paidBy: 'coupon' });
    }
    expect(codeOf(await coupon('WELCOME7-0001', (await ctx.member()).cookie))).toBe('COUPON_ALREADY_USED');
    expect(codeOf(await coupon('WELCOME7-0021', (await ctx.member()).cookie))).toBe('COUPON_INVALID');
  });

  it('refuses malformed codes and anonymous calls', async () => {
    const { cookie } = await ctx.member();
    for (const code of ['ab', 'HAS SPACE', 'ÜBER2026', 'X'.repeat(33)]) {
      const res = await ctx.api.post('/coupons', { body: { code }, cookie });
      expect(res.statusCode, code).toBe(400);
      expect(codeOf(res)).toBe('VALIDATION_FAILED');
    }
    expect((await ctx.api.post('/coupons', { body: { code: 'HALF2026' } })).statusCode).toBe(401);
    expect((await ctx.api.post('/campaigns', { body: { code: 'HALF2026' } })).statusCode).toBe(401);
  });
});

describe(`a discount chosen for an order (${DB})`, () => {
  it('takes the discount off the first payment, never below 50 yen, and marks the coupon used', async () => {
    const { member, cookie } = await ctx.member();
    const code = ctx.freshCode('HALF');
    await ctx.promotion({ kind: 'percent_off', value: 50, code });
    const registered = await ctx.api.endpoint('billing.registerCoupon', { body: { code }, cookie });
    const couponId = registered.data.coupon.id;
    const order = await ctx.buy(cookie, 3, { couponId });
    expect(order).toMatchObject({
      listPriceJpy: 2_480,
      discountJpy: 1_240,
      amountJpy: 1_240,
      taxJpy: 112,
      coupon: { code, title: 'テスト' },
    });
    const [coupon] = await ctx.memberCouponsOf(member.id);
    expect(coupon).toMatchObject({ orderId: order.id, usedAt: ctx.t.clock.now() });
    expect((await ctx.mine(cookie)).coupons[0]).toMatchObject({ status: 'used', code });

    const cheap = await ctx.member();
    const big = ctx.freshCode('BIG');
    await ctx.promotion({ kind: 'amount_off', value: 5_000, code: big, source: 'campaign' });
    const bigId = (
      await ctx.api.endpoint('billing.registerCampaign', { body: { code: big }, cookie: cheap.cookie })
    ).data.coupon.id;
    const floor = await ctx.order(cheap.cookie, 1, { couponId: bigId });
    expect(floor.data).toMatchObject({ listPriceJpy: 1_480, discountJpy: 1_430, amountJpy: 50 });
  });

  it("refuses another member's coupon, a used one, an expired one, one for another pass, free days", async () => {
    const owner = await ctx.member();
    const code = ctx.freshCode('PREM');
    await ctx.promotion({ kind: 'amount_off', value: 300, code, pass: 'premium' });
    const couponId = (
      await ctx.api.endpoint('billing.registerCoupon', { body: { code }, cookie: owner.cookie })
    ).data.coupon.id;
    const stranger = await ctx.member();
    // a used one (used by an order in another tab, say)
    const usedCode = ctx.freshCode('USED');
    await ctx.promotion({ kind: 'amount_off', value: 300, code: usedCode });
    const usedId = (
      await ctx.api.endpoint('billing.registerCoupon', { body: { code: usedCode }, cookie: stranger.cookie })
    ).data.coupon.id;
    await ctx.db.update(memberCoupons).set({ usedAt: ctx.t.clock.now() }).where(eq(memberCoupons.id, usedId));
    // free days are no discount (and do not keep their holder from buying)
    const freeCode = ctx.freshCode('FREE');
    await ctx.promotion({ kind: 'free_days', value: 7, pass: 'premium', codes: [freeCode] });
    const freeId = (
      await ctx.api.endpoint('billing.registerCoupon', { body: { code: freeCode }, cookie: owner.cookie })
    ).data.coupon.id;
    const cases = [
      await ctx.order(stranger.cookie, 3, { couponId }),
      await ctx.order(stranger.cookie, 3, { couponId: usedId }),
      await ctx.order(owner.cookie, 1, { couponId }),
      await ctx.order(owner.cookie, 3, { couponId: 999_999 }),
      await ctx.order(owner.cookie, 3, { couponId: freeId }),
    ];
    ctx.t.clock.advance(31 * 24 * 60 * MINUTE);
    cases.push(await ctx.order(await ctx.cookieOf(owner.member.id), 3, { couponId }));
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(409);
      expect(codeOf(res)).toBe('COUPON_NOT_APPLICABLE');
    }
  });
});

describe(`redeeming one code with 50 requests at once (${DB})`, () => {
  const RACERS = 50;
  const TRIALS = 20;
  let racers: { id: number; cookie: string }[] = [];
  beforeAll(async () => {
    racers = [];
    for (let i = 0; i < RACERS; i++) {
      const { member, cookie } = await ctx.member();
      racers.push({ id: member.id, cookie });
    }
  }, 120_000);

  /** 50 members register `code` at once; answers the statuses and codes of the answers. */
  async function race(code: string, register: typeof coupon) {
    const answers = await Promise.all(racers.map((r) => register(code, r.cookie)));
    return answers.map((a) => (a.statusCode === 200 ? 'ok' : codeOf(a)));
  }

  /** Uses the discounts the racers registered, so the next trial finds no unused one (COUPON_CONFLICT). */
  const useUp = () =>
    ctx.db
      .update(memberCoupons)
      .set({ usedAt: ctx.t.clock.now() })
      .where(
        inArray(
          memberCoupons.userId,
          racers.map((r) => r.id),
        ),
      );

  it(`a single-use code: exactly one success in each of ${TRIALS} trials`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const code = ctx.freshCode('RACE');
      await ctx.promotion({ kind: 'amount_off', value: 100, codes: [code] });
      const results = await race(code, coupon);
      expect(
        results.filter((r) => r === 'ok'),
        `trial ${trial}`,
      ).toHaveLength(1);
      expect(results.filter((r) => r !== 'ok').every((r) => r === 'COUPON_ALREADY_USED')).toBe(true);
      expect(await ctx.db.select().from(memberCoupons).where(eq(memberCoupons.code, code))).toHaveLength(1);
      await useUp();
    }
  }, 300_000);

  it(`a shared code one use from its limit: exactly one success in each of ${TRIALS} trials`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const code = ctx.freshCode('SHARED');
      const promotion = await ctx.promotion({
        kind: 'amount_off',
        value: 500,
        code,
        source: 'campaign',
        totalLimit: 500,
        usedCount: 499,
      });
      const results = await race(code, campaign);
      expect(
        results.filter((r) => r === 'ok'),
        `trial ${trial}`,
      ).toHaveLength(1);
      expect(results.filter((r) => r !== 'ok').every((r) => r === 'COUPON_ALREADY_USED')).toBe(true);
      const [after] = await ctx.db.select().from(promotions).where(eq(promotions.id, promotion.id));
      expect(after!.usedCount).toBe(500);
      await useUp();
    }
  }, 300_000);

  it('a shared code with room for three: exactly three, each member once', async () => {
    const code = ctx.freshCode('THREE');
    await ctx.promotion({ kind: 'amount_off', value: 500, code, totalLimit: 3 });
    const results = await race(code, coupon);
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    await useUp();
    // the same member sending the code ten times at once: once
    const { cookie } = await ctx.member();
    const solo = ctx.freshCode('SOLO');
    await ctx.promotion({ kind: 'amount_off', value: 500, code: solo, totalLimit: 100 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => coupon(solo, cookie)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const [row] = await ctx.db.select().from(promotions).where(eq(promotions.code, solo));
    expect(row!.usedCount).toBe(1);
  }, 120_000);
});
