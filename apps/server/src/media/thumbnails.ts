/**
 * The seek bar's thumbnails: one small picture every `everySeconds`, laid out left to right and top to
 * bottom in one sprite (thumbs.jpg), and a WebVTT track whose cues point into it with media fragments
 * (`thumbs.jpg#xywh=x,y,w,h`), the form players (media-chrome, hls.js hosts) read.
 */
export interface ThumbnailSprite {
  everySeconds: number;
  /** Thumbnails in the sprite. */
  count: number;
  columns: number;
  rows: number;
  /** Size of one thumbnail in pixels. */
  width: number;
  height: number;
}

export const THUMBNAIL = { everySeconds: 5, width: 160, height: 90, maxColumns: 10 } as const;

/** The sprite of `count` thumbnails: rows of up to `maxColumns`. */
export function thumbnailSprite(
  count: number,
  options: Partial<Pick<ThumbnailSprite, 'everySeconds' | 'width' | 'height'>> & { maxColumns?: number } = {},
): ThumbnailSprite {
  if (!Number.isInteger(count) || count < 1) throw new Error('a sprite needs at least one thumbnail');
  const columns = Math.min(count, options.maxColumns ?? THUMBNAIL.maxColumns);
  return {
    everySeconds: options.everySeconds ?? THUMBNAIL.everySeconds,
    count,
    columns,
    rows: Math.ceil(count / columns),
    width: options.width ?? THUMBNAIL.width,
    height: options.height ?? THUMBNAIL.height,
  };
}

/** Seconds → WebVTT time `HH:MM:SS.mmm`. */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The WebVTT track: cue k covers [k × every, (k + 1) × every), the last one ends with the video. */
export function thumbnailsVtt(
  sprite: ThumbnailSprite,
  durationSeconds: number,
  image = 'thumbs.jpg',
): string {
  const cues: string[] = [];
  for (let k = 0; k < sprite.count; k++) {
    const start = k * sprite.everySeconds;
    const end =
      k === sprite.count - 1 ? durationSeconds : Math.min(durationSeconds, start + sprite.everySeconds);
    const x = (k % sprite.columns) * sprite.width;
    const y = Math.floor(k / sprite.columns) * sprite.height;
    cues.push(
      `${vttTime(start)} --> ${vttTime(Math.max(end, start + 0.001))}\n${image}#xywh=${x},${y},${sprite.width},${sprite.height}`,
    );
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
