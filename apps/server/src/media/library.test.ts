import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LadderManifest, manifestPath, readLadderManifest } from './library.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kickoff-library-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const manifest: LadderManifest = {
  ladderId: 'demo-football',
  durationSeconds: 60,
  previewSeconds: 30,
  segmentSeconds: 2,
  renditions: ['360p30', '720p30', '1080p60'],
  segments: { full: 30, preview: 15 },
  thumbnailSeconds: 5,
  createdAt: '2026-11-26T00:00:00.000Z',
};

describe('readLadderManifest', () => {
  it('reads a complete ladder', async () => {
    await mkdir(join(dir, 'ladders', 'demo-football'), { recursive: true });
    await writeFile(manifestPath(dir, 'demo-football'), JSON.stringify(manifest));
    expect(await readLadderManifest(dir, 'demo-football')).toEqual(manifest);
  });

  it('answers null for a ladder without its manifest (not finished) or with a broken one', async () => {
    await mkdir(join(dir, 'ladders', 'half', 'full'), { recursive: true });
    expect(await readLadderManifest(dir, 'half')).toBeNull();
    await writeFile(manifestPath(dir, 'half'), '{"ladderId":');
    expect(await readLadderManifest(dir, 'half')).toBeNull();
    await writeFile(manifestPath(dir, 'half'), JSON.stringify({ ...manifest, renditions: ['4k'] }));
    expect(await readLadderManifest(dir, 'half')).toBeNull();
  });
});
