// `npm run bench playback` (a), time to first frame, prepares its VOD with this (run through tsx), on a
// data dir the server has seeded with the demo content (DATA_DIR's PGlite, or DATABASE_URL) while the
// server is stopped: the football demo source (demo/media.ts, SECONDS long) encoded by the media
// pipeline itself (encoder.ts: the ladder, its poster and thumbnails, as the product serves them) into
// MEDIA_DIR, and every demo VOD's video (and preview clip) pointed at it. Prints one JSON line: the
// ladder's directory and a paid VOD a premium member plays in full.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { mediaAssets, mediaLadders, vods } from '../db/schema/index.js';
import { DEMO_SOURCES, demoSourceArgs } from '../demo/media.js';
import { encodeLadder } from './encoder.js';
import { FFMPEG_BINARIES, runFfmpeg } from './ffmpeg.js';
import { ladderDir, readLadderManifest } from './library.js';

const LADDER = 'bench-vod';
const SECONDS = 8;

async function main(): Promise<void> {
  const { DATABASE_URL: url, DATA_DIR: dataDir, MEDIA_DIR: mediaDir } = process.env;
  if ((!url && !dataDir) || !mediaDir) throw new Error('set DATA_DIR (or DATABASE_URL) and MEDIA_DIR');
  const source = join(mediaDir, 'sources', `${LADDER}.mp4`);
  // a second data dir on the same MEDIA_DIR (the bench's baseline build) takes the ladder made
  if (!(await readLadderManifest(mediaDir, LADDER))) {
    await mkdir(join(mediaDir, 'sources'), { recursive: true });
    await runFfmpeg(FFMPEG_BINARIES, demoSourceArgs(DEMO_SOURCES[0]!, SECONDS, source));
    await encodeLadder({ mediaDir, ladderId: LADDER, sourcePath: source });
  }

  const database = await openDatabase(url ? { url } : { pgliteDir: join(dataDir!, 'pglite') });
  try {
    const { db } = database;
    const now = new Date();
    await db
      .insert(mediaLadders)
      .values({ id: LADDER, sourcePath: source, status: 'ready', progress: 1, updatedAt: now })
      .onConflictDoUpdate({ target: mediaLadders.id, set: { status: 'ready', progress: 1, updatedAt: now } });
    const rows = await db.select({ videoId: vods.videoId, clipId: vods.clipId }).from(vods);
    const assets = new Map<string, 'full' | 'preview'>();
    for (const row of rows) {
      if (row.videoId) assets.set(row.videoId, 'full');
      if (row.clipId) assets.set(row.clipId, 'preview');
    }
    if (assets.size === 0) throw new Error('no demo VOD: seed the data dir first (SEED_DEMO)');
    for (const [assetId, part] of assets) {
      await db
        .insert(mediaAssets)
        .values({ assetId, ladderId: LADDER, part })
        .onConflictDoUpdate({ target: mediaAssets.assetId, set: { ladderId: LADDER, part } });
    }
    const [paid] = await db
      .select({ id: vods.id })
      .from(vods)
      .where(and(eq(vods.free, false), isNotNull(vods.videoId)))
      .orderBy(asc(vods.id))
      .limit(1);
    if (!paid) throw new Error('no paid demo VOD');
    process.stdout.write(
      `${JSON.stringify({ ladderDir: ladderDir(mediaDir, LADDER), vodId: paid.id, assets: assets.size })}\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench VOD setup failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exit(1);
});
