import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimsOpen, createPlaybackTokens, PLAYBACK_TOKEN_MAX_SECONDS } from './playback-token.js';

const tokens = createPlaybackTokens('x'.repeat(32));
const now = new Date('2026-11-26T10:00:00Z');
const claims = { u: 7, s: 'sess-1', p: 'vod/demo-football-1', q: '720p30' } as const;

describe('playback tokens', () => {
  it('verify what they signed until they expire', () => {
    const { token, expiresAt } = tokens.sign(claims, 3600, now);
    expect(expiresAt.toISOString()).toBe('2026-11-26T11:00:00.000Z');
    const check = tokens.verify(token, now);
    expect(check).toEqual({
      ok: true,
      claims: { ...claims, i: now.getTime() / 1000, e: now.getTime() / 1000 + 3600 },
    });
    expect(tokens.verify(token, new Date('2026-11-26T10:59:59Z')).ok).toBe(true);
    expect(tokens.verify(token, expiresAt)).toEqual({ ok: false, code: 'MEDIA_TOKEN_EXPIRED' });
  });

  it('refuse a missing, malformed, tampered or foreign token', () => {
    const { token } = tokens.sign(claims, 3600, now);
    const [payload, mac] = token.split('.') as [string, string];
    const raised = Buffer.from(JSON.stringify({ ...claims, q: '1080p60', i: 0, e: 2e9 })).toString(
      'base64url',
    );
    expect(tokens.verify(undefined, now)).toEqual({ ok: false, code: 'MEDIA_TOKEN_MISSING' });
    expect(tokens.verify('', now)).toEqual({ ok: false, code: 'MEDIA_TOKEN_MISSING' });
    expect(tokens.verify('abc', now)).toEqual({ ok: false, code: 'MEDIA_TOKEN_INVALID' });
    expect(tokens.verify(`${raised}.${mac}`, now)).toEqual({ ok: false, code: 'MEDIA_TOKEN_INVALID' });
    expect(tokens.verify(`${payload}.${mac.slice(0, -2)}AA`, now)).toEqual({
      ok: false,
      code: 'MEDIA_TOKEN_INVALID',
    });
    expect(tokens.verify(`${payload}.`, now)).toEqual({ ok: false, code: 'MEDIA_TOKEN_INVALID' });
    const other = createPlaybackTokens('y'.repeat(32)).sign(claims, 3600, now).token;
    expect(tokens.verify(other, now)).toEqual({ ok: false, code: 'MEDIA_TOKEN_INVALID' });
  });

  it('live at most PLAYBACK_TOKEN_MAX_SECONDS: longer is neither signed nor accepted', () => {
    expect(() => tokens.sign(claims, PLAYBACK_TOKEN_MAX_SECONDS + 1, now)).toThrow(RangeError);
    expect(() => tokens.sign(claims, 0, now)).toThrow(RangeError);
    expect(tokens.verify(tokens.sign(claims, PLAYBACK_TOKEN_MAX_SECONDS, now).token, now).ok).toBe(true);
    // a token the right key signed with a longer life (an older signer, a bug) is refused all the same
    const long = tokens.sign(claims, PLAYBACK_TOKEN_MAX_SECONDS, now).token;
    const [payload] = long.split('.') as [string, string];
    const claimsOf = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const longer = Buffer.from(JSON.stringify({ ...claimsOf, e: claimsOf.e + 1 })).toString('base64url');
    const key = createHmac('sha256', 'x'.repeat(32)).update('kickoff/media-token/v1').digest();
    const mac = createHmac('sha256', key).update(longer).digest('base64url');
    expect(tokens.verify(`${longer}.${mac}`, now)).toEqual({ ok: false, code: 'MEDIA_TOKEN_INVALID' });
  });

  it('open their own stream up to their rendition, nothing else', () => {
    const c = { ...claims, i: 0, e: 1 };
    expect(claimsOpen(c, 'vod/demo-football-1', null)).toBe(true);
    expect(claimsOpen(c, 'vod/demo-football-1/720p30/seg-00001.m4s', '720p30')).toBe(true);
    expect(claimsOpen(c, 'vod/demo-football-1/360p30/index.m3u8', '360p30')).toBe(true);
    expect(claimsOpen(c, 'vod/demo-football-1/1080p60/index.m3u8', '1080p60')).toBe(false);
    expect(claimsOpen(c, 'vod/demo-football-10/720p30/index.m3u8', '720p30')).toBe(false);
    expect(claimsOpen(c, 'vod/demo-football-2/720p30/index.m3u8', '720p30')).toBe(false);
    expect(claimsOpen(c, 'live/1', null)).toBe(false);
  });
});
