import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { fixedClock } from '../clock.js';
import type { DatabaseHandle } from '../db/client.js';
import { channels, lives, vods } from '../db/schema/index.js';
import type { RenditionSpec } from '../media/encoder.js';
import { createMediaLibrary } from '../media/media.service.js';
import { createMediaWorker } from '../media/worker.js';
import { createMemoryBus } from '../shared/event-bus.js';
import { DEMO_SOURCES, demoAssets, prepareDemoMedia } from './media.js';
import { seedDemoOnce } from './seed.js';

const TINY: RenditionSpec[] = [
  { id: '360p30', width: 160, height: 90, fps: 30, videoKbps: 100, audioKbps: 64, bandwidth: 200_000 },
  { id: '720p30', width: 320, height: 180, fps: 30, videoKbps: 200, audioKbps: 64, bandwidth: 300_000 },
  { id: '1080p60', width: 320, height: 180, fps: 60, videoKbps: 300, audioKbps: 64, bandwidth: 400_000 },
];
const clock = fixedClock('2026-11-23T03:00:00Z');
const log = { info() {}, warn() {}, error() {} };
let database: DatabaseHandle;
let root: string;

beforeAll(async () => {
  database = await createTestDatabase();
  root = await mkdtemp(join(tmpdir(), 'kickoff-demo-media-'));
}, 60_000);
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

describe('demo media', () => {
  it('maps every asset id the seeded catalogue names onto a demo ladder, each once', async () => {
    await seedDemoOnce({ db: database.db, clock });
    const named = new Set<string>();
    for (const v of await database.db.select({ a: vods.videoId, b: vods.clipId }).from(vods)) {
      for (const id of [v.a, v.b]) if (id) named.add(id);
    }
    for (const l of await database.db.select({ a: lives.videoId }).from(lives)) if (l.a) named.add(l.a);
    for (const c of await database.db.select({ a: channels.videoId }).from(channels)) if (c.a) named.add(c.a);
    const assets = demoAssets();
    const mapped = new Map(assets.map((a) => [a.assetId, a]));
    expect(mapped.size).toBe(assets.length);
    expect([...named].filter((id) => !mapped.has(id))).toEqual([]);
    expect(new Set(assets.map((a) => a.ladderId))).toEqual(new Set(DEMO_SOURCES.map((s) => s.ladderId)));
    expect(mapped.get('demo-football-preview')).toEqual({
      assetId: 'demo-football-preview',
      ladderId: 'demo-football',
      part: 'preview',
    });
    expect(mapped.get('demo-channel-news')).toMatchObject({ ladderId: 'demo-studio', part: 'full' });
  }, 60_000);

  it('generates a source, queues it, and takes the finished ladder as it is on the next start', async () => {
    const mediaDir = join(root, 'media');
    const library = createMediaLibrary({ db: database.db, clock, bus: createMemoryBus(log), mediaDir, log });
    const worker = createMediaWorker({
      db: database.db,
      library,
      mediaDir,
      clock,
      log,
      soleInstance: true,
      renditions: TINY,
    });
    await worker.start();
    const football = DEMO_SOURCES.filter((s) => s.ladderId === 'demo-football');
    const options = { library, mediaDir, seconds: 3, log, sources: football };
    expect(await prepareDemoMedia(options)).toEqual(['demo-football']);
    expect(await library.assetState('demo-live-football')).toMatchObject({ state: 'preparing' });
    expect(await library.assetState('demo-golf-1')).toEqual({ state: 'missing' });
    await worker.idle();
    expect(await library.assetState('demo-football-2')).toMatchObject({
      state: 'ready',
      part: 'full',
      manifest: { durationSeconds: 3, renditions: ['360p30', '720p30', '1080p60'] },
    });
    expect(await library.assetState('demo-football-preview')).toMatchObject({
      state: 'ready',
      part: 'preview',
    });
    expect(await readdir(join(mediaDir, 'sources'))).toEqual(['demo-football-3s.mp4']);
    // the next start finds it complete: nothing to generate or encode
    expect(await prepareDemoMedia(options)).toEqual([]);
    // another length is another source and another encoding
    expect(await prepareDemoMedia({ ...options, seconds: 2 })).toEqual(['demo-football']);
    await worker.idle();
    expect(await library.assetState('demo-football-1')).toMatchObject({
      state: 'ready',
      manifest: { durationSeconds: 2 },
    });
    await worker.stop();
    library.close();
  }, 90_000);
});
