import { encodeScope } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { housePromoFor } from './house-ad.js';

describe('housePromoFor', () => {
  it('offers the passes to a member without one, on both slots', () => {
    expect(housePromoFor('main', encodeScope('FREE', { ADLIVE: true, ADVOD: true }))).toMatchObject({
      key: 'passes',
      to: '/purchase',
    });
    expect(housePromoFor('vod', [])).toMatchObject({ key: 'adFree', to: '/purchase' });
    expect(housePromoFor('main', null).key).toBe('passes');
  });

  it('offers a Basic member the upgrade to Premium', () => {
    const basic = encodeScope('BASIC', { LIVE: true, VOD: true, CH: true });
    expect(housePromoFor('main', basic)).toMatchObject({ key: 'premium', to: '/purchase/change' });
    expect(housePromoFor('vod', basic).key).toBe('channels');
  });

  it('never sells a pass to a Premium member', () => {
    const premium = encodeScope('PREMIUM', { LIVE: true, VOD: true, CH: true, MULTI: true });
    expect(housePromoFor('main', premium).to).not.toMatch(/^\/purchase/);
    expect(housePromoFor('vod', premium).to).not.toMatch(/^\/purchase/);
  });
});
