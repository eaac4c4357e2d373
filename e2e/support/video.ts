import { expect, type Page } from '@playwright/test';

/** The player of the watch pages, and the hls-video-element inside it. */
export const player = (page: Page) => page.getByTestId('player');
export const media = (page: Page) => player(page).locator('hls-video');

export interface Decoded {
  height: number;
  time: number;
  paused: boolean;
  frames: number;
}

/** What the video element decodes now (the native video inside hls-video-element). */
export async function decoded(page: Page): Promise<Decoded> {
  return media(page).evaluate((el) => {
    const video = (el as unknown as { nativeEl: HTMLVideoElement }).nativeEl;
    return {
      height: video.videoHeight,
      time: video.currentTime,
      paused: video.paused,
      frames: video.getVideoPlaybackQuality().totalVideoFrames,
    };
  });
}

/**
 * The frame rate of what plays: frames decoded per second of media time over two seconds of playback.
 * Per media second, not per wall second: on a busy machine Chromium may play a 60 fps rendition slower
 * than real time (its clock waits for the decoder), which says nothing of the rendition chosen; a
 * 30 fps rendition still counts 30 here and a 60 fps one 60.
 */
export async function frameRate(page: Page): Promise<number> {
  const before = await decoded(page);
  await expect
    .poll(async () => (await decoded(page)).time, { message: 'two more seconds play', timeout: 20_000 })
    .toBeGreaterThan(before.time + 2);
  const after = await decoded(page);
  return (after.frames - before.frames) / (after.time - before.time);
}
