import { expect, test } from '@playwright/test';
import { freshMemberSession } from './support/catalogue.js';
import { skipLayerPopups } from './support/fixtures.js';
import { decoded, findVod, media, player } from './support/video.js';

// A player link opened in a new tab: no click on the site yet, so Chromium refuses to start with sound
// (its default rule). The member must get a picture that moves, muted, and a button for the sound — not a
// still first frame. A browser context of its own, logged in through the API (a page that has been
// clicked on carries that activation over to the pages it opens next on the same site), and no trace:
// Chromium lets a page being screencast (as a trace records it) start with sound, so with a trace the
// journey would not meet the rule it is about — hence a file of its own (the trace is a worker's option).
test.use({ trace: 'off' });

test('a player opened from a link plays muted and offers the sound', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  try {
    await skipLayerPopups(context, context.request);
    await freshMemberSession(context, 'autoplay');
    const vod = await findVod(context.request, true);
    const page = await context.newPage();
    // Until the player has started, the page is read over CDP without a user gesture: Playwright's own
    // `evaluate` (and every locator and expect built on it) runs as one, which would allow the sound —
    // that is how the playback journeys, reading the video as soon as the page opened, usually had theirs.
    const cdp = await context.newCDPSession(page);
    const look = async () => {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `(() => {
          const video = document.querySelector('hls-video')?.nativeEl;
          const button = document.querySelector('[data-testid="player-sound-on"]');
          return video && { time: video.currentTime, paused: video.paused, muted: video.muted, button: button?.textContent ?? null };
        })()`,
        returnByValue: true,
      });
      return result.value as
        | { time: number; paused: boolean; muted: boolean; button: string | null }
        | undefined;
    };
    await page.goto(`/player?type=vod&id=${vod.id}`);
    await expect
      .poll(async () => (await look())?.time ?? 0, { message: 'the video plays', timeout: 30_000 })
      .toBeGreaterThan(1);
    expect(await look()).toMatchObject({ paused: false, muted: true, button: '音声をオンにする' });
    // the browser's mute is not the member's: their kept options still have the sound on
    const kept = () => page.evaluate(() => localStorage.getItem('kickoff.player'));
    expect(JSON.parse((await kept()) ?? '{}').muted ?? false).toBe(false);

    const soundOn = player(page).getByTestId('player-sound-on');
    await soundOn.click();
    await expect(soundOn).toHaveCount(0);
    expect(await media(page).evaluate((el) => (el as unknown as HTMLVideoElement).muted)).toBe(false);
    const time = (await decoded(page)).time;
    await expect.poll(async () => (await decoded(page)).time, { timeout: 20_000 }).toBeGreaterThan(time + 1);
    expect((await decoded(page)).paused).toBe(false);
  } finally {
    await context.close();
  }
});
