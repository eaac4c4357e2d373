import type { Sub } from '../src/modules/billing/lifecycle.js';

// A fixed clock: every rule reads the instant it is given. Tokyo is UTC+9 (no summer time).
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
export const at = (iso: string) => new Date(iso);
/** A monthly pass from 10 Nov 12:00 JST to 10 Dec 12:00 JST (the automatic payment day: 10 Dec). */
export const START = at('2026-11-10T03:00:00Z');
export const END = at('2026-12-10T03:00:00Z');
export const MID = at('2026-11-25T03:00:00Z');

export function sub(overrides: Partial<Sub> = {}): Sub {
  return {
    id: 7,
    pass: 'basic',
    period: 'monthly',
    status: 'in_use',
    paidBy: 'card',
    periodStart: START,
    periodEnd: END,
    cancelledAt: null,
    scheduledPass: null,
    scheduledPeriod: null,
    pausedAt: null,
    pausedUntil: null,
    pausedRemainingMs: null,
    graceUntil: null,
    nextRetryAt: null,
    ...overrides,
  };
}
