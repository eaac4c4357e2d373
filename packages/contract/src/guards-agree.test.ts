import { describe, expect, it } from 'vitest';
import { isErrorResponse } from './error-shape.js';
import { errorResponseSchema } from './errors.js';
import { isPreventPopup, preventPopupSchema } from './popup.js';

/** The hand-written guards the web's first load uses instead of zod say what the schemas say. */
const samples: unknown[] = [
  null,
  undefined,
  0,
  'x',
  [],
  {},
  { code: 'X', message: 'm' },
  { code: 'X', message: 'm', fields: { a: 'b' } },
  { code: 'X', message: 'm', fields: { a: 1 } },
  { code: 'X', message: 'm', fields: null },
  { code: 'X', message: 'm', fields: [] },
  { code: 'X', message: 'm', fields: undefined },
  { code: 1, message: 'm' },
  { code: 'X' },
  { id: 1, endDate: '2026-01-01' },
  { id: 1.5, endDate: '2026-01-01' },
  { id: '1', endDate: '2026-01-01' },
  { id: 1 },
  { id: Number.NaN, endDate: 'x' },
  { id: 1, endDate: 'x', extra: true },
];

describe('zod-free guards', () => {
  it.each(samples.map((s) => [JSON.stringify(s) ?? String(s), s]))('agree with the schemas on %s', (_, s) => {
    expect(isErrorResponse(s)).toBe(errorResponseSchema.safeParse(s).success);
    expect(isPreventPopup(s)).toBe(preventPopupSchema.safeParse(s).success);
  });
});
