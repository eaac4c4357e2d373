import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RENDITION_IDS } from '@kickoff/contract';
import { z } from 'zod';

/**
 * The media on disk, as the pipeline leaves it and the origin reads it.
 *
 * A **ladder** is one encoded source, under `MEDIA_DIR/ladders/<ladderId>/`:
 * ```
 * manifest.json                written last: its presence means the whole ladder is there
 * full/master.m3u8             every rendition (the origin lists only those a token allows)
 * full/<rendition>/index.m3u8  VOD playlist of 2 s fMP4 segments
 * full/<rendition>/init.mp4
 * full/<rendition>/seg-00001.m4s …
 * preview/…                    the same for the first LIMITS.vodPreviewSeconds (the preview clip)
 * poster.jpg                   the first picture
 * thumbs.jpg, thumbs.vtt       the seek bar's thumbnail sprite and its WebVTT track (#xywh=)
 * ```
 * An **asset** is what the catalogue names (`vods.video_id`, `vods.clip_id`, `lives.video_id`,
 * `channels.video_id`): one part of one ladder. The demo maps its many assets onto a few ladders;
 * an operator upload is one ladder whose full part and preview part are two assets.
 */
export const LADDER_PARTS = ['full', 'preview'] as const;
export type LadderPart = (typeof LADDER_PARTS)[number];

export const ladderManifestSchema = z.object({
  ladderId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/),
  /** Seconds of the full part and of the preview part. */
  durationSeconds: z.number().positive(),
  previewSeconds: z.number().positive(),
  segmentSeconds: z.number().positive(),
  renditions: z.array(z.enum(RENDITION_IDS)).min(1),
  /** Segments per rendition playlist of each part (seg-00001 … seg-N). */
  segments: z.object({ full: z.number().int().positive(), preview: z.number().int().positive() }),
  /** Seconds between two thumbnails of thumbs.vtt. */
  thumbnailSeconds: z.number().positive(),
  createdAt: z.iso.datetime(),
});
export type LadderManifest = z.infer<typeof ladderManifestSchema>;

export const manifestPath = (mediaDir: string, ladderId: string) =>
  join(mediaDir, 'ladders', ladderId, 'manifest.json');

/** The file name of a part's segment `index` (0-based) in each rendition folder: seg-00001.m4s … */
export const segmentFileName = (index: number) => `seg-${String(index + 1).padStart(5, '0')}.m4s`;

/** The directory of one ladder (poster.jpg, thumbs.jpg, thumbs.vtt beside its parts). */
export const ladderDir = (mediaDir: string, ladderId: string) => join(mediaDir, 'ladders', ladderId);

/** The directory of one part of a ladder. */
export const partDir = (mediaDir: string, ladderId: string, part: LadderPart) =>
  join(mediaDir, 'ladders', ladderId, part);

/** Reads a ladder's manifest: null when the ladder is not (or not completely) there. */
export async function readLadderManifest(mediaDir: string, ladderId: string): Promise<LadderManifest | null> {
  try {
    const parsed = ladderManifestSchema.safeParse(
      JSON.parse(await readFile(manifestPath(mediaDir, ladderId), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
