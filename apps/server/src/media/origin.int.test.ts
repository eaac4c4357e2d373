import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RenditionId } from '@kickoff/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, loginAs, MEMBER_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { adoptTestLadders, buildTestLadder } from '../../test/media-fixtures.js';
import { hashToken } from '../modules/account/index.js';

const label = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const HOUR = 3600;

/**
 * The media origin through the real app (app.inject; the last test on a listening server), on a
 * ladder ffmpeg made: what a valid token opens, and every refusal of issue 10 §4 as 403 `{ code,
 * message }` — a rendition above the pass, another content, an expired, tampered or missing token, and
 * the token of a session that logged out or was replaced by a login elsewhere.
 */
describe(`media origin, VOD (${label})`, () => {
  let t: TestApp;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'kickoff-media-'));
    await Promise.all([buildTestLadder(mediaDir, 'match-a'), buildTestLadder(mediaDir, 'match-b')]);
    t = await createTestApp({ config: { MEDIA_DIR: mediaDir } });
    await adoptTestLadders(t.core.media, ['match-a', 'match-b']);
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const media = (path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: `/media/${path}`, headers });
  const sessionIdOf = (cookie: string) => hashToken(cookie.slice(cookie.indexOf('=') + 1));

  /** A logged-in member and a token for `stream` up to `q`, signed now for an hour. */
  const viewer = async (q: RenditionId = '720p30', stream = 'vod/match-a') => {
    const member = await factories(t.database.db).member();
    const cookie = await loginAs(t.app, member.email!, MEMBER_PASSWORD);
    const sign = (claims: { s?: string; p?: string; q?: RenditionId } = {}, ttl = HOUR) =>
      t.core.delivery.tokens.sign(
        { u: member.id, s: claims.s ?? sessionIdOf(cookie), p: claims.p ?? stream, q: claims.q ?? q },
        ttl,
        t.clock.now(),
      ).token;
    return { member, cookie, token: sign(), sign };
  };

  const refused = (
    res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
    code: string,
  ) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code, message: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  };

  it('answers the master playlist with only the renditions the pass allows', async () => {
    const basic = await viewer('720p30');
    const res = await media(`${basic.token}/vod/match-a/master.m3u8`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const uris = res.body.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(uris).toEqual(['360p30/index.m3u8', '720p30/index.m3u8']);
    expect(res.body).toContain('#EXT-X-STREAM-INF:');

    const premium = await viewer('1080p60');
    const all = await media(`${premium.token}/vod/match-a/master.m3u8`);
    expect(all.body.split('\n').filter((line) => line.endsWith('.m3u8'))).toEqual([
      '360p30/index.m3u8',
      '720p30/index.m3u8',
      '1080p60/index.m3u8',
    ]);
  });

  it('serves every file of the ladder from the relative URIs, with its type and cache policy', async () => {
    const { token } = await viewer();
    const base = `${token}/vod/match-a`;
    const expected: [string, string, string][] = [
      ['720p30/index.m3u8', 'application/vnd.apple.mpegurl', 'public, max-age=86400'],
      ['720p30/init.mp4', 'video/mp4', 'public, max-age=31536000, immutable'],
      ['720p30/seg-00001.m4s', 'video/iso.segment', 'public, max-age=31536000, immutable'],
      ['360p30/seg-00004.m4s', 'video/iso.segment', 'public, max-age=31536000, immutable'],
      ['thumbs.vtt', 'text/vtt; charset=utf-8', 'public, max-age=31536000, immutable'],
      ['thumbs.jpg', 'image/jpeg', 'public, max-age=31536000, immutable'],
      ['poster.jpg', 'image/jpeg', 'public, max-age=31536000, immutable'],
    ];
    for (const [path, type, cache] of expected) {
      const res = await media(`${base}/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toBe(type);
      expect(res.headers['cache-control'], path).toBe(cache);
      expect(res.headers['access-control-allow-origin'], path).toBe('*');
      expect(res.headers['accept-ranges'], path).toBe('bytes');
      expect(res.headers.etag, path).toMatch(/^"[^"]+"$/);
      const onDisk = path.includes('/') ? join('full', path) : path;
      expect(res.rawPayload.equals(await readFile(join(mediaDir, 'ladders/match-a', onDisk))), path).toBe(
        true,
      );
    }
    // the playlist's URIs are relative: the token prefix carries to the segments
    const playlist = await media(`${base}/720p30/index.m3u8`);
    expect(playlist.body).toContain('URI="init.mp4"');
    expect(playlist.body).toContain('\nseg-00001.m4s\n');
  });

  it('refuses a rendition above the pass: 403, listed or asked for directly', async () => {
    const { token } = await viewer('720p30');
    for (const path of ['1080p60/index.m3u8', '1080p60/init.mp4', '1080p60/seg-00001.m4s']) {
      refused(await media(`${token}/vod/match-a/${path}`), 'MEDIA_FORBIDDEN');
    }
  });

  it("refuses another content's paths with this content's token", async () => {
    const { token, sign } = await viewer();
    for (const path of [
      'vod/match-b/master.m3u8',
      'vod/match-b/720p30/seg-00001.m4s',
      'vod/match-a-2/master.m3u8',
      'live/1/master.m3u8',
      'channel/1/720p30/index.m3u8',
    ]) {
      refused(await media(`${token}/${path}`), 'MEDIA_FORBIDDEN');
    }
    refused(await media(`${sign({ p: 'live/7' })}/live/8/master.m3u8`), 'MEDIA_FORBIDDEN');
  });

  it('refuses an expired token, on playlists and segments alike', async () => {
    const { sign } = await viewer();
    const token = sign({}, 60);
    expect((await media(`${token}/vod/match-a/720p30/seg-00001.m4s`)).statusCode).toBe(200);
    t.clock.advance(60_000);
    try {
      refused(await media(`${token}/vod/match-a/720p30/seg-00001.m4s`), 'MEDIA_TOKEN_EXPIRED');
      refused(await media(`${token}/vod/match-a/master.m3u8`), 'MEDIA_TOKEN_EXPIRED');
    } finally {
      t.clock.advance(-60_000);
    }
  });

  it('refuses a tampered token: raised quality, other content, a changed signature, garbage', async () => {
    const { token } = await viewer('720p30');
    const [payload = '', mac = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...claims, q: '1080p60' })).toString('base64url');
    const elsewhere = Buffer.from(JSON.stringify({ ...claims, p: 'vod/match-b' })).toString('base64url');
    const flipped = `${mac.slice(0, 5)}${mac[5] === 'A' ? 'B' : 'A'}${mac.slice(6)}`;
    for (const [bad, path] of [
      [`${raised}.${mac}`, 'vod/match-a/1080p60/seg-00001.m4s'],
      [`${elsewhere}.${mac}`, 'vod/match-b/master.m3u8'],
      [`${payload}.${flipped}`, 'vod/match-a/master.m3u8'],
      [`${payload}.`, 'vod/match-a/master.m3u8'],
      ['not-a-token', 'vod/match-a/720p30/seg-00001.m4s'],
    ]) {
      refused(await media(`${bad}/${path}`), 'MEDIA_TOKEN_INVALID');
    }
  });

  it('refuses a request without a token', async () => {
    refused(await media('vod/match-a/master.m3u8'), 'MEDIA_TOKEN_MISSING');
    refused(await media('vod/match-a/720p30/seg-00001.m4s'), 'MEDIA_TOKEN_MISSING');
    refused(await media('live/1/720p30/index.m3u8'), 'MEDIA_TOKEN_MISSING');
  });

  it('refuses the token of a session that logged out, from the next request on', async () => {
    const { token, cookie } = await viewer();
    expect((await media(`${token}/vod/match-a/master.m3u8`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v2/logout', headers: { cookie } })).statusCode).toBe(200);
    refused(await media(`${token}/vod/match-a/720p30/index.m3u8`), 'MEDIA_SESSION_ENDED');
    refused(await media(`${token}/vod/match-a/720p30/seg-00002.m4s`), 'MEDIA_SESSION_ENDED');
  });

  it("refuses the token of a session replaced by a login elsewhere; the new session's and a TV session's play on", async () => {
    const first = await viewer();
    const tvToken = first.sign({ s: hashToken(`tv-session-${first.member.id}`) });
    expect((await media(`${first.token}/vod/match-a/master.m3u8`)).statusCode).toBe(200);
    const second = await loginAs(t.app, first.member.email!, MEMBER_PASSWORD);
    refused(await media(`${first.token}/vod/match-a/master.m3u8`), 'MEDIA_SESSION_ENDED');
    const fresh = first.sign({ s: sessionIdOf(second) });
    expect((await media(`${fresh}/vod/match-a/master.m3u8`)).statusCode).toBe(200);
    expect((await media(`${tvToken}/vod/match-a/master.m3u8`)).statusCode).toBe(200);
  });

  it('answers 404 MEDIA_NOT_FOUND for a well-signed token and a path that does not exist', async () => {
    const { token, sign } = await viewer();
    for (const path of [
      'vod/match-a/720p30/seg-00099.m4s',
      'vod/match-a/720p30/other.txt',
      'vod/match-a/720p30/../manifest.json',
      'vod/match-a/manifest.json',
      'vod/match-a/4k/index.m3u8',
      'vod/match-a',
      'vod/match-a/720p30/seg-00001.m4s/more',
    ]) {
      const res = await media(`${token}/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ code: 'MEDIA_NOT_FOUND', message: expect.any(String) });
    }
    const missing = await media(`${sign({ p: 'vod/not-encoded' })}/vod/not-encoded/master.m3u8`);
    expect(missing.statusCode).toBe(404);
  });

  it('answers one byte range with 206, a suffix range, and 416 past the end', async () => {
    const { token } = await viewer();
    const path = `${token}/vod/match-a/720p30/seg-00001.m4s`;
    const whole = (await media(path)).rawPayload;
    const part = await media(path, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(whole.subarray(100, 200))).toBe(true);
    const tail = await media(path, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true);
    const open = await media(path, { range: `bytes=${whole.length - 5}-` });
    expect(open.rawPayload.length).toBe(5);
    const past = await media(path, { range: `bytes=${whole.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
    // If-Range with another ETag: the whole file
    const stale = await media(path, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(whole.length);
  });

  it('answers 304 to If-None-Match with the ETag, and HEAD without a body', async () => {
    const { token } = await viewer();
    for (const path of ['720p30/seg-00002.m4s', '720p30/index.m3u8', 'master.m3u8']) {
      const first = await media(`${token}/vod/match-a/${path}`);
      const etag = String(first.headers.etag);
      const again = await media(`${token}/vod/match-a/${path}`, { 'if-none-match': etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body, path).toBe('');
      expect(again.headers.etag, path).toBe(etag);
      const changed = await media(`${token}/vod/match-a/${path}`, { 'if-none-match': '"other"' });
      expect(changed.statusCode, path).toBe(200);
    }
    const head = await media(`${token}/vod/match-a/720p30/seg-00001.m4s`, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body).toBe('');
  });

  it('gzips playlists for a client that accepts it, never segments', async () => {
    const { token } = await viewer();
    const vtt = await media(`${token}/vod/match-a/720p30/index.m3u8`, { 'accept-encoding': 'gzip' });
    // small playlists are not worth it; the header says the answer depends on it all the same
    expect(vtt.headers.vary).toBe('Accept-Encoding');
    const segment = await media(`${token}/vod/match-a/720p30/seg-00001.m4s`, { 'accept-encoding': 'gzip' });
    expect(segment.headers['content-encoding']).toBeUndefined();
  });

  it('answers the same on a listening server, where /media/ skips Fastify, and 405 for other methods', async () => {
    const { token } = await viewer();
    const app = t.app;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = (path: string) => `http://127.0.0.1:${port}/media/${path}`;
    const master = await fetch(url(`${token}/vod/match-a/master.m3u8`));
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    // no helmet headers on media: the origin answers before Fastify
    expect(master.headers.get('content-security-policy')).toBeNull();
    const segment = await fetch(url(`${token}/vod/match-a/720p30/seg-00001.m4s`), {
      headers: { range: 'bytes=0-9' },
    });
    expect(segment.status).toBe(206);
    expect((await segment.arrayBuffer()).byteLength).toBe(10);
    const denied = await fetch(url(`${token}/vod/match-a/1080p60/index.m3u8`));
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ code: 'MEDIA_FORBIDDEN', message: expect.any(String) });
    const post = await fetch(url(`${token}/vod/match-a/master.m3u8`), { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(((await post.json()) as { code: string }).code).toBe('METHOD_NOT_ALLOWED');
    // the API next to it still goes through Fastify
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});
