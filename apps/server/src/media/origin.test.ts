import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import { createMemoryBus } from '../shared/event-bus.js';
import { type LoadEndedSessions, trackEndedSessions } from './ended-sessions.js';
import type { LivePackager } from './live-packager.js';
import { createMediaOrigin } from './origin.js';
import { createPlaybackTokens } from './playback-token.js';

const quiet = { warn() {}, error() {} };
const NOW = '2026-11-23T03:00:00.000Z';

let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

/** An origin with no media (every well-signed path is 404), in front of a listening server. */
async function originWith(load: LoadEndedSessions) {
  const clock = fixedClock(NOW);
  const tokens = createPlaybackTokens('a-session-secret-of-at-least-32-characters');
  const ended = trackEndedSessions({ bus: createMemoryBus(quiet), clock, load });
  const origin = createMediaOrigin({
    tokens,
    ended,
    assets: { peek: () => undefined, get: async () => null },
    packager: {} as LivePackager,
    clock,
    log: quiet,
    cacheBytes: 1024,
  });
  server = createServer((req, res) => origin.handle(req, res));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sign = (s: string) =>
    tokens.sign({ u: 1, s, p: 'vod/match-a', q: '720p30' }, 3600, clock.now()).token;
  const get = (token: string) => fetch(`http://127.0.0.1:${port}/media/${token}/vod/match-a/master.m3u8`);
  return { origin, sign, get };
}

describe('media origin before it knows the sessions ended before it started', () => {
  it('holds the requests that come first, then answers them with the loaded ends', async () => {
    let answer: (rows: { id: string; endedAt: Date }[]) => void = () => {};
    const { sign, get } = await originWith(() => new Promise((resolve) => (answer = resolve)));
    const pending = [get(sign('gone')), get(sign('live'))];
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer([{ id: 'gone', endedAt: new Date('2026-11-23T02:00:00Z') }]);
    const [gone, live] = await Promise.all(pending);
    expect(gone?.status).toBe(403);
    expect(await gone?.json()).toEqual({ code: 'MEDIA_SESSION_ENDED', message: expect.any(String) });
    // past the checks: this stand-in has no media
    expect(live?.status).toBe(404);
  });

  it('answers 503 while the database cannot say, and `ready` rejects for the app to fail its start', async () => {
    const { origin, sign, get } = await originWith(async () => {
      throw new Error('database unreachable');
    });
    await expect(origin.ready).rejects.toThrow('database unreachable');
    const res = await get(sign('any'));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
