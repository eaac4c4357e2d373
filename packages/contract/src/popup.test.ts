import { describe, expect, it } from 'vitest';
import { choosePopup, isPopupHidden, popupHideUntil, popupLinkTo, popupQuerySchema } from './popup.js';

const image = (id: number) => ({ id, kind: 1 });
const notice = (id: number) => ({ id, kind: 2 });

describe('choosePopup (spec §4)', () => {
  it('takes the kind 2 one when two arrive, else the first; none is hidden', () => {
    expect(choosePopup([image(1), notice(2)])).toEqual(notice(2));
    expect(choosePopup([notice(3), image(4)])).toEqual(notice(3));
    expect(choosePopup([image(5), image(6)])).toEqual(image(5));
    expect(choosePopup([image(7)])).toEqual(image(7));
    expect(choosePopup([])).toBeNull();
    expect(choosePopup(null)).toBeNull();
    expect(choosePopup(undefined)).toBeNull();
  });

  it('never shows a kind 1 popup on /intro', () => {
    expect(choosePopup([image(1)], '/intro')).toBeNull();
    expect(choosePopup([image(1), notice(2)], '/intro')).toEqual(notice(2));
    expect(choosePopup([image(1)], '/')).toEqual(image(1));
  });
});

describe('popupHideUntil (spec §4: today + (days − 1), or today)', () => {
  it('counts from the injected day', () => {
    expect(popupHideUntil('2026-11-23', 1)).toBe('2026-11-23');
    expect(popupHideUntil('2026-11-23', 3)).toBe('2026-11-25');
    expect(popupHideUntil('2026-11-23', 7)).toBe('2026-11-29');
    expect(popupHideUntil('2026-12-30', 7)).toBe('2027-01-05');
  });

  it('is today when days is absent, 0 or not a positive whole number', () => {
    expect(popupHideUntil('2026-11-23')).toBe('2026-11-23');
    expect(popupHideUntil('2026-11-23', 0)).toBe('2026-11-23');
    expect(popupHideUntil('2026-11-23', null)).toBe('2026-11-23');
    expect(popupHideUntil('2026-11-23', -3)).toBe('2026-11-23');
    expect(popupHideUntil('2026-11-23', 2.5)).toBe('2026-11-23');
  });

  it('reads a Date as its Tokyo day', () => {
    expect(popupHideUntil(new Date('2026-11-22T15:30:00Z'), 3)).toBe('2026-11-25');
    expect(popupHideUntil(new Date('2026-11-22T14:30:00Z'), 3)).toBe('2026-11-24');
    expect(() => popupHideUntil('23/11/2026', 1)).toThrow(RangeError);
  });
});

describe('isPopupHidden', () => {
  const prefs = { id: 9, endDate: popupHideUntil('2026-11-23', 3) };

  it('hides the same popup through the end date, then shows it again', () => {
    expect(isPopupHidden(prefs, { id: 9 }, '2026-11-23')).toBe(true);
    expect(isPopupHidden(prefs, { id: 9 }, '2026-11-25')).toBe(true);
    expect(isPopupHidden(prefs, { id: 9 }, '2026-11-26')).toBe(false);
    expect(isPopupHidden(prefs, { id: 9 }, new Date('2026-11-25T14:59:00Z'))).toBe(true);
    expect(isPopupHidden(prefs, { id: 9 }, new Date('2026-11-25T15:00:00Z'))).toBe(false);
  });

  it('shows a different popup id, and shows everything without a choice', () => {
    expect(isPopupHidden(prefs, { id: 10 }, '2026-11-23')).toBe(false);
    expect(isPopupHidden(null, { id: 9 }, '2026-11-23')).toBe(false);
    expect(isPopupHidden(undefined, { id: 9 }, '2026-11-23')).toBe(false);
  });
});

describe('popup links and the path query', () => {
  it('maps link types to pages, and only https addresses for url', () => {
    expect(popupLinkTo('vod', '12')).toBe('/player?type=vod&id=12');
    expect(popupLinkTo('live', '5')).toBe('/live?type=live&id=5');
    expect(popupLinkTo('notice', '3')).toBe('/help/notice/3');
    expect(popupLinkTo('purchase', null)).toBe('/purchase');
    expect(popupLinkTo('url', 'https://example.com/a')).toBe('https://example.com/a');
    expect(popupLinkTo('url', 'javascript:alert(1)')).toBeNull();
    expect(popupLinkTo('vod', null)).toBeNull();
    expect(popupLinkTo(null, null)).toBeNull();
    expect(popupLinkTo('unknown', '1')).toBeNull();
  });

  it('defaults the path to / and drops a trailing slash', () => {
    expect(popupQuerySchema.parse({}).path).toBe('/');
    expect(popupQuerySchema.parse({ path: '/intro/' }).path).toBe('/intro');
    expect(popupQuerySchema.safeParse({ path: 'intro' }).success).toBe(false);
    expect(popupQuerySchema.safeParse({ path: '/a?b' }).success).toBe(false);
  });
});
