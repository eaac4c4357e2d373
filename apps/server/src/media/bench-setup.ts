// `npm run bench playback` prepares its server with this (run through tsx): a ladder at the contract's
// real sizes in MEDIA_DIR (ffmpeg, 3 segments of 2 s per rendition, constant bit rate, so a 720p30
// segment weighs what a real one does), a TV channel playing it in the database (DATABASE_URL, else
// PGlite in DATA_DIR), and playback tokens signed with SESSION_SECRET. Prints one JSON line.
import { execFile } from 'node:child_process';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RENDITIONS } from '@kickoff/contract';
import { openDatabase } from '../db/client.js';
import { channels, mediaAssets, mediaLadders } from '../db/schema/index.js';
import { type LadderManifest, manifestPath, partDir } from './library.js';
import { createPlaybackTokens, PLAYBACK_TOKEN_MAX_SECONDS } from './playback-token.js';

const run = promisify(execFile);
const LADDER = 'bench';
const SECONDS = 6;

async function encode(mediaDir: string): Promise<Record<string, number>> {
  const full = partDir(mediaDir, LADDER, 'full');
  const sizes: Record<string, number> = {};
  const variants: string[] = [];
  for (const r of RENDITIONS) {
    const dir = join(full, r.id);
    await mkdir(dir, { recursive: true });
    const kbps = `${r.videoKbps}k`;
    await run(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', `testsrc2=size=${r.width}x${r.height}:rate=${r.fps}`],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(SECONDS)],
        // noise, so the encoder spends the whole bit rate like on real pictures
        ...['-vf', 'noise=alls=20:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast'],
        ...[
          '-b:v',
          kbps,
          '-minrate',
          kbps,
          '-maxrate',
          kbps,
          '-bufsize',
          kbps,
          '-x264-params',
          'nal-hrd=cbr',
        ],
        ...['-g', String(r.fps * 2), '-keyint_min', String(r.fps * 2), '-sc_threshold', '0'],
        ...['-c:a', 'aac', '-b:a', `${r.audioKbps}k`],
        ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'],
        ...['-hls_fmp4_init_filename', 'init.mp4', '-start_number', '1'],
        ...['-hls_segment_filename', join(dir, 'seg-%05d.m4s'), join(dir, 'index.m3u8')],
      ],
      { timeout: 120_000 },
    );
    const segments = (await readdir(dir)).filter((name) => name.endsWith('.m4s'));
    sizes[r.id] = (await stat(join(dir, 'seg-00002.m4s'))).size;
    variants.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},FRAME-RATE=${r.fps}`,
      `${r.id}/index.m3u8`,
    );
    if (segments.length < 3) throw new Error(`${r.id}: ${segments.length} segments`);
  }
  await writeFile(join(full, 'master.m3u8'), `#EXTM3U\n#EXT-X-VERSION:7\n${variants.join('\n')}\n`);
  const manifest: LadderManifest = {
    ladderId: LADDER,
    durationSeconds: SECONDS,
    previewSeconds: SECONDS,
    segmentSeconds: 2,
    renditions: RENDITIONS.map((r) => r.id),
    segments: { full: SECONDS / 2, preview: SECONDS / 2 },
    thumbnailSeconds: SECONDS,
    createdAt: new Date().toISOString(),
  };
  await writeFile(manifestPath(mediaDir, LADDER), JSON.stringify(manifest));
  return sizes;
}

async function main(): Promise<void> {
  const { DATABASE_URL: url, DATA_DIR: dataDir, MEDIA_DIR: mediaDir, SESSION_SECRET: secret } = process.env;
  if ((!url && !dataDir) || !mediaDir || !secret)
    throw new Error('set DATA_DIR (or DATABASE_URL), MEDIA_DIR, SESSION_SECRET');
  const sizes = await encode(mediaDir);
  const database = await openDatabase(url ? { url } : { pgliteDir: join(dataDir!, 'pglite') });
  let channelId: number;
  try {
    await database.migrate();
    // the media library's record of it, as the pipeline leaves a ladder it made: ready, the full part
    // as the asset the channel plays
    const now = new Date();
    await database.db
      .insert(mediaLadders)
      .values({ id: LADDER, sourcePath: null, status: 'ready', progress: 1, updatedAt: now })
      .onConflictDoUpdate({ target: mediaLadders.id, set: { status: 'ready', progress: 1, updatedAt: now } });
    await database.db
      .insert(mediaAssets)
      .values({ assetId: LADDER, ladderId: LADDER, part: 'full' })
      .onConflictDoNothing();
    const [row] = await database.db
      .insert(channels)
      .values({ name: { ja: 'Bench' }, type: 'sports', colors: ['#000000', '#ffffff'], videoId: LADDER })
      .returning();
    channelId = row!.id;
  } finally {
    await database.close();
  }
  const tokens = createPlaybackTokens(secret);
  const sign = (p: string) =>
    tokens.sign({ u: 1, s: 'bench-session', p, q: '1080p60' }, PLAYBACK_TOKEN_MAX_SECONDS, new Date()).token;
  process.stdout.write(
    `${JSON.stringify({
      ladderDir: join(mediaDir, 'ladders', LADDER, 'full'),
      sizes,
      vod: `vod/${LADDER}`,
      vodToken: sign(`vod/${LADDER}`),
      channel: `channel/${channelId}`,
      channelToken: sign(`channel/${channelId}`),
    })}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench setup failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exit(1);
});
