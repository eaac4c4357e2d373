import { describe, expect, it } from 'vitest';
import { isOnAir, programDayParamsSchema, timetableWindowStart } from './channel.js';
import { pushSubscriptionBodySchema } from './push.js';

describe('timetable windows (spec §9: 0–3 … 20–23)', () => {
  it('finds the 4-hour window of an instant in Tokyo time', () => {
    expect(timetableWindowStart(new Date('2026-11-22T15:00:00Z'))).toBe(0);
    expect(timetableWindowStart(new Date('2026-11-22T18:59:59Z'))).toBe(0);
    expect(timetableWindowStart(new Date('2026-11-22T19:00:00Z'))).toBe(4);
    expect(timetableWindowStart(new Date('2026-11-23T14:59:00Z'))).toBe(20);
  });

  it('says whether a programme is on air (start inclusive, end exclusive)', () => {
    const p = { startTime: '2026-11-23T03:00:00Z', endTime: '2026-11-23T04:00:00Z' };
    expect(isOnAir(p, new Date('2026-11-23T03:00:00Z'))).toBe(true);
    expect(isOnAir(p, new Date('2026-11-23T04:00:00Z'))).toBe(false);
  });

  it('takes the EPG day as YYYYMMDD', () => {
    expect(programDayParamsSchema.parse({ date: '20261123' }).date).toBe('20261123');
    expect(programDayParamsSchema.safeParse({ date: '2026-02-30' }).success).toBe(false);
  });
});

describe('push subscription body', () => {
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
  it('takes an https endpoint and keys of the right length', () => {
    expect(pushSubscriptionBodySchema.safeParse({ endpoint: 'https://push.example/x', keys }).success).toBe(
      true,
    );
    expect(
      pushSubscriptionBodySchema.safeParse({ endpoint: 'https://push.example/x', expirationTime: null, keys })
        .success,
    ).toBe(true);
  });

  it('refuses http endpoints, other schemes and wrong key sizes', () => {
    expect(pushSubscriptionBodySchema.safeParse({ endpoint: 'http://push.example/x', keys }).success).toBe(
      false,
    );
    expect(pushSubscriptionBodySchema.safeParse({ endpoint: 'javascript:alert(1)', keys }).success).toBe(
      false,
    );
    const short = { ...keys, auth: 'A'.repeat(10) };
    expect(
      pushSubscriptionBodySchema.safeParse({ endpoint: 'https://push.example/x', keys: short }).success,
    ).toBe(false);
    const bad = { ...keys, p256dh: '!!!' };
    expect(
      pushSubscriptionBodySchema.safeParse({ endpoint: 'https://push.example/x', keys: bad }).success,
    ).toBe(false);
  });
});
