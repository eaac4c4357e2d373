import type { VodItem } from '@kickoff/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { callApi } from './api.js';

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

/** The video plays: its time moves past a second and it is not paused. */
export async function expectPlaying(page: Page): Promise<void> {
  await expect
    .poll(async () => (await decoded(page)).time, { message: 'the video plays', timeout: 30_000 })
    .toBeGreaterThan(1);
  expect((await decoded(page)).paused).toBe(false);
}

/** A demo VOD that is free (or not) and has a preview clip (paid ones do). */
export async function findVod(request: APIRequestContext, free: boolean): Promise<VodItem> {
  const page = await callApi(request, 'vod.popular', { query: { pageItem: 50 } });
  const vod = page.list.find((v) => v.free === free && v.kind !== 'news');
  if (!vod) throw new Error(`no ${free ? 'free' : 'paid'} VOD in the demo's popular list`);
  return vod;
}
