import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.js';
import {
  allowsRendition,
  type ContentType,
  type Entitlement,
  entitlementOf,
  renditionsUpTo,
} from './playback.js';
import { decodeScope, encodeScope } from './scope.js';

const viewers = {
  visitor: null,
  free: { scope: decodeScope(encodeScope('FREE', { ADLIVE: true, ADVOD: true })) },
  basic: { scope: decodeScope(encodeScope('BASIC', { LIVE: true, VOD: true, CH: true })) },
  premium: { scope: decodeScope(encodeScope('PREMIUM', { LIVE: true, VOD: true, CH: true, MULTI: true })) },
} as const;
type Viewer = keyof typeof viewers;

const full720: Entitlement = { mode: 'full', maxQuality: '720p30' };
const full1080: Entitlement = { mode: 'full', maxQuality: '1080p60' };
const clip720: Entitlement = { mode: 'clip', maxQuality: '720p30' };
const timed720: Entitlement = {
  mode: 'timed',
  maxQuality: '720p30',
  previewSeconds: LIMITS.livePreviewSeconds,
};
const login: Entitlement = { mode: 'denied', reason: 'LOGIN_REQUIRED' };
const pass: Entitlement = { mode: 'denied', reason: 'PASS_REQUIRED' };

/** viewer × content → decision (decisions.md "Passes and what they unlock", spec §4). */
const table: [Viewer, ContentType, { free: boolean; hasClip: boolean }, Entitlement][] = [
  ['visitor', 'vod', { free: true, hasClip: false }, login],
  ['visitor', 'live', { free: true, hasClip: false }, login],
  ['visitor', 'channel', { free: false, hasClip: false }, login],

  ['free', 'vod', { free: true, hasClip: false }, full720],
  ['free', 'vod', { free: false, hasClip: true }, clip720],
  ['free', 'vod', { free: false, hasClip: false }, pass],
  ['free', 'live', { free: true, hasClip: false }, full720],
  ['free', 'live', { free: false, hasClip: false }, timed720],
  ['free', 'channel', { free: false, hasClip: false }, timed720],
  // a channel is never free, whatever its flag says
  ['free', 'channel', { free: true, hasClip: false }, timed720],

  ['basic', 'vod', { free: false, hasClip: true }, full720],
  ['basic', 'vod', { free: false, hasClip: false }, full720],
  ['basic', 'vod', { free: true, hasClip: false }, full720],
  ['basic', 'live', { free: false, hasClip: false }, full720],
  ['basic', 'channel', { free: false, hasClip: false }, full720],

  ['premium', 'vod', { free: false, hasClip: true }, full1080],
  ['premium', 'vod', { free: true, hasClip: false }, full1080],
  ['premium', 'live', { free: false, hasClip: false }, full1080],
  ['premium', 'channel', { free: false, hasClip: false }, full1080],
];

describe('entitlementOf', () => {
  it.each(table)('%s × %s %o → %o', (viewer, type, facts, expected) => {
    expect(entitlementOf(viewers[viewer], { type, ...facts })).toEqual(expected);
  });

  it('a plan level without the content flag gets the preview, not the content', () => {
    const basicWithoutLive = { scope: decodeScope(encodeScope('BASIC', { VOD: true })) };
    expect(entitlementOf(basicWithoutLive, { type: 'live', free: false, hasClip: false })).toEqual(timed720);
    expect(entitlementOf(basicWithoutLive, { type: 'vod', free: false, hasClip: true })).toEqual(full720);
  });
});

describe('renditions', () => {
  it('a pass plays a prefix of the ladder', () => {
    expect(renditionsUpTo('720p30').map((r) => r.id)).toEqual(['360p30', '720p30']);
    expect(renditionsUpTo('1080p60').map((r) => r.id)).toEqual(['360p30', '720p30', '1080p60']);
    expect(allowsRendition('720p30', '1080p60')).toBe(false);
    expect(allowsRendition('720p30', '360p30')).toBe(true);
    expect(allowsRendition('1080p60', 'master')).toBe(false);
  });
});
