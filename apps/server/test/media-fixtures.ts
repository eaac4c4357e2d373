import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RENDITION_IDS } from '@kickoff/contract';
import { type LadderManifest, manifestPath } from '../src/media/library.js';

const run = promisify(execFile);

/**
 * A tiny ladder made by ffmpeg in exactly the layout the pipeline writes (src/media/library.ts): every
 * rendition of the contract (at thumbnail sizes, so it takes well under a second), 2-second fMP4
 * segments `seg-00001.m4s`…, `init.mp4`, the master playlist, a preview part, poster, thumbnail
 * sprite and track, and manifest.json written last.
 */
export async function buildTestLadder(
  mediaDir: string,
  ladderId: string,
  options: { seconds?: number } = {},
): Promise<LadderManifest> {
  const seconds = options.seconds ?? 8;
  const ladderDir = join(mediaDir, 'ladders', ladderId);
  const full = join(ladderDir, 'full');
  await mkdir(full, { recursive: true });
  const sizes = ['64:36', '96:54', '128:72'];
  const split = RENDITION_IDS.map((_, i) => `[s${i}]scale=${sizes[i]}[v${i}]`).join(';');
  await run(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=128x72:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', String(seconds)],
      ...[
        '-filter_complex',
        `[0:v]split=${RENDITION_IDS.length}${RENDITION_IDS.map((_, i) => `[s${i}]`).join('')};${split}`,
      ],
      ...RENDITION_IDS.flatMap((_, i) => ['-map', `[v${i}]`, '-map', '1:a']),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-keyint_min', '60', '-sc_threshold', '0'],
      ...['-c:a', 'aac', '-b:a', '32k', '-ac', '1'],
      ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'],
      ...['-hls_fmp4_init_filename', 'init.mp4', '-start_number', '1'],
      ...['-hls_segment_filename', '%v/seg-%05d.m4s', '-master_pl_name', 'master.m3u8'],
      ...['-var_stream_map', RENDITION_IDS.map((id, i) => `v:${i},a:${i},name:${id}`).join(' ')],
      '%v/index.m3u8',
    ],
    { cwd: full },
  );
  // ffmpeg names each rendition's init segment init_<n>.mp4: the layout says init.mp4
  for (const id of RENDITION_IDS) {
    const dir = join(full, id);
    const init = (await readdir(dir)).find((name) => /^init.*\.mp4$/.test(name));
    if (init && init !== 'init.mp4') await rename(join(dir, init), join(dir, 'init.mp4'));
    const playlist = await readFile(join(dir, 'index.m3u8'), 'utf8');
    await writeFile(join(dir, 'index.m3u8'), playlist.replace(/URI="[^"]*"/, 'URI="init.mp4"'));
  }
  const segments = (await readdir(join(full, RENDITION_IDS[0]))).filter((n) => n.endsWith('.m4s')).length;

  // the preview part: the first segment of each rendition
  const preview = join(ladderDir, 'preview');
  await cp(full, preview, { recursive: true });
  for (const id of RENDITION_IDS) {
    const dir = join(preview, id);
    for (const name of await readdir(dir))
      if (/^seg-\d+\.m4s$/.test(name) && name !== 'seg-00001.m4s') await rm(join(dir, name));
    const playlist = await readFile(join(dir, 'index.m3u8'), 'utf8');
    const firstOnly = playlist.replace(/(seg-00001\.m4s\n)[\s\S]*?(#EXT-X-ENDLIST)/, '$1$2');
    await writeFile(join(dir, 'index.m3u8'), firstOnly);
  }

  await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=128x72',
      '-frames:v',
      '1',
      'poster.jpg',
    ],
    { cwd: ladderDir },
  );
  await cp(join(ladderDir, 'poster.jpg'), join(ladderDir, 'thumbs.jpg'));
  await writeFile(
    join(ladderDir, 'thumbs.vtt'),
    `WEBVTT\n\n00:00:00.000 --> 00:00:${String(seconds).padStart(2, '0')}.000\nthumbs.jpg#xywh=0,0,128,72\n`,
  );

  const manifest: LadderManifest = {
    ladderId,
    durationSeconds: seconds,
    previewSeconds: 2,
    segmentSeconds: 2,
    renditions: [...RENDITION_IDS],
    segments: { full: segments, preview: 1 },
    thumbnailSeconds: seconds,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
  await writeFile(manifestPath(mediaDir, ladderId), JSON.stringify(manifest));
  return manifest;
}

/**
 * Hands ladders built by `buildTestLadder` to the core's media library as ready, each one's full part
 * as the asset of the same id (and its preview as `<id>-preview`), as the pipeline would have.
 */
export async function adoptTestLadders(
  media: {
    adopt(ladderId: string, sourcePath: string | null): Promise<boolean>;
    mapAssets(rows: { assetId: string; ladderId: string; part: 'full' | 'preview' }[]): Promise<void>;
  },
  ladderIds: readonly string[],
): Promise<void> {
  for (const ladderId of ladderIds) {
    if (!(await media.adopt(ladderId, null))) throw new Error(`no complete test ladder ${ladderId}`);
  }
  await media.mapAssets(
    ladderIds.flatMap((ladderId) => [
      { assetId: ladderId, ladderId, part: 'full' as const },
      { assetId: `${ladderId}-preview`, ladderId, part: 'preview' as const },
    ]),
  );
}
