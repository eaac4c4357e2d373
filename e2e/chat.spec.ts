import { addDays, type ChatMessage, CMD, compactDateOf, isLiveOnAir } from '@kickoff/contract';
import { XSS_PAYLOADS } from '@kickoff/contract/testing';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, lockMember, releaseMemberLocks } from './support/accounts.js';
import { callApi } from './support/api.js';
import { expect, skipLayerPopups, test } from './support/fixtures.js';
import { media, player } from './support/video.js';

/**
 * Live chat (issue 12) in Chromium against the built app and the real socket server: two members in
 * one live's room, an operator's mute reaching the member at once, a viewer rewound in the DVR window
 * who is shown a message only when their video reaches it, the forced-logout alert arriving over the
 * socket without a click, and script and HTML payloads rendering inert. Tagged @mobile: both projects
 * run them (the chat sits below the player at 390).
 */

const LIVE_POPUP_NAME = 'kickoffLivePopup';

test.afterEach(() => releaseMemberLocks());

/** A browser logged in as `email` (through the API), with the live opened as its popup would be. */
async function member(
  browser: Browser,
  email: string,
): Promise<{ context: BrowserContext; page: Page; userId: number }> {
  const context = await browser.newContext();
  await skipLayerPopups(context, context.request);
  await context.addInitScript((name) => {
    window.name = name;
  }, LIVE_POPUP_NAME);
  const user = await callApi(context.request, 'session.login', {
    body: { username: email, password: DEMO_PASSWORD },
  });
  await callApi(context.request, 'chat.agreeRules', { body: { agree: true } });
  const page = await context.newPage();
  return { context, page, userId: user.userId };
}

/**
 * The operator, logged in through the API. Held under its lock like the members: the operator is one
 * account too, and a second login (another worker's journey) would end this one's session.
 */
async function operator(browser: Browser): Promise<BrowserContext> {
  await lockMember('operator@example.com');
  const context = await browser.newContext();
  await callApi(context.request, 'session.login', {
    body: { username: 'operator@example.com', password: DEMO_PASSWORD },
  });
  return context;
}

/** A live on air now (the home page's rail), as the member logged in on `request` sees it. */
async function liveOnAir(request: APIRequestContext): Promise<number> {
  const home = JSON.stringify(await callApi(request, 'catalogue.home'));
  // the first live of the home page's live rail that is on air (status 1)
  const match = /"lives":\[\{"id":(\d+)/.exec(home);
  if (!match) throw new Error('no live on air in the demo');
  return Number(match[1]);
}

/**
 * A live on air today that plays in our player (not one handed to an outside player: `bypass`) with
 * its chat open; a paid one first. The home rail's first live may be an outside one.
 */
async function playableLiveOnAir(request: APIRequestContext): Promise<number> {
  // yesterday's list too: a live that began before midnight in Tokyo is still on air after it
  const today = compactDateOf(new Date());
  const days = await Promise.all(
    [addDays(today, -1), today].map((date) => callApi(request, 'channels.livesDay', { params: { date } })),
  );
  const now = new Date();
  const onAir = days
    .flatMap((day) => day.list)
    .filter((l) => isLiveOnAir(l, now))
    .sort((x, y) => Number(x.free) - Number(y.free));
  for (const live of onAir) {
    const info = await callApi(request, 'video.live', { params: { id: live.id } });
    if (info.bypass || !info.playback) continue;
    const chat = await callApi(request, 'chat.info', { params: { id: live.id } });
    if (chat.state === 'open') return live.id;
  }
  throw new Error('no live on air in the demo plays here with its chat open');
}

async function openChat(page: Page, liveId: number) {
  await page.goto(`/live?type=live&id=${liveId}`);
  // the live page is the heaviest first load (the player, hls.js, the chat): on a starved CI host
  // (2026-11-29: two workers, each playing video) the panel took more than the 7 s of an expectation
  await expect(page.getByTestId('chat-panel')).toHaveAttribute('data-state', 'open', { timeout: 20_000 });
  await expect(page.getByRole('log')).toBeAttached();
}

/**
 * The chat messages the page's socket receives, by text: what the server delivered, shown or not
 * (a message held for the video has arrived; only its display waits), with its `videoAt`.
 */
function receivedMessages(page: Page): Map<string, ChatMessage> {
  const received = new Map<string, ChatMessage>();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      try {
        const frame = JSON.parse(payload) as { cmd?: number; message?: ChatMessage };
        if (frame.cmd === CMD.message && frame.message) received.set(frame.message.text, frame.message);
      } catch {
        // not a JSON frame
      }
    }),
  );
  return received;
}

interface Playhead {
  /** The program date-time at the playhead (EXT-X-PROGRAM-DATE-TIME through hls.js), epoch ms. */
  programTime: number;
  /** How far the picture is behind the browser's clock, ms. */
  behind: number;
  paused: boolean;
  /** Whether the chat shows the message asked about (only when one was). */
  shown?: boolean | undefined;
}

/**
 * Where the live's video is in program time, or null while it has none (not playing yet); with `text`,
 * also whether the chat shows the message with that text, read at the same instant in the page.
 */
async function playhead(page: Page, text?: string): Promise<Playhead | null> {
  return media(page).evaluate((el, wanted) => {
    const host = el as unknown as { api?: { playingDate?: Date | null }; nativeEl: HTMLVideoElement };
    const date = host.api?.playingDate;
    if (!(date instanceof Date) || !Number.isFinite(date.getTime()) || host.nativeEl.currentTime <= 0)
      return null;
    const shown =
      wanted === null
        ? undefined
        : [...document.querySelectorAll('[data-testid=chat-message]')].some((m) =>
            (m.textContent ?? '').includes(wanted),
          );
    return {
      programTime: date.getTime(),
      behind: Date.now() - date.getTime(),
      paused: host.nativeEl.paused,
      shown,
    };
  }, text ?? null);
}

/**
 * Moves the playhead by `seconds` (negative: back into the DVR window), playing on; or, with
 * `paused`, stopped there: answered once the seek is over (`seeked`), the picture then stays put
 * however long the host takes to look at it.
 */
async function seekBy(page: Page, seconds: number, { paused = false } = {}): Promise<void> {
  await media(page).evaluate(
    async (el, { by, stop }) => {
      const video = (el as unknown as { nativeEl: HTMLVideoElement }).nativeEl;
      if (!stop) {
        video.currentTime += by;
        void video.play();
        return;
      }
      video.pause();
      const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
      video.currentTime += by;
      await seeked;
    },
    { by: seconds, stop: paused },
  );
}

/** Plays the video on from where it is. */
async function play(page: Page): Promise<void> {
  await media(page).evaluate((el) => (el as unknown as { nativeEl: HTMLVideoElement }).nativeEl.play());
}

/** The message with `text` waiting in B's composer, sent; answers what A's socket received of it. */
async function write(page: Page, text: string, received: Map<string, ChatMessage>): Promise<ChatMessage> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await expect(page.getByTestId('chat-input')).toHaveValue('');
  await expect
    .poll(() => received.get(text) ?? null, {
      message: `the viewer's socket receives "${text}"`,
      timeout: 15_000,
    })
    .not.toBeNull();
  return received.get(text) as ChatMessage;
}

test.describe('live chat', () => {
  // each journey may first wait (up to 3 minutes) for the demo members another worker's journey holds
  test.describe.configure({ timeout: 300_000 });

  // a fresh checkout prepares the demo media in the background as the server starts: the rewound
  // viewer's journey needs a live's ladder, so wait for it (at once when .e2e-media is complete)
  let playableLive = 0;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await operator(browser);
    try {
      playableLive = await playableLiveOnAir(context.request);
      await expect
        .poll(
          async () =>
            (await callApi(context.request, 'video.live', { params: { id: playableLive } })).playback?.state,
          { message: 'the demo media is ready', timeout: 280_000, intervals: [2_000] },
        )
        // (the operator has no pass: a paid live's preview may have ended for them, the media is there)
        .not.toBe('preparing');
    } finally {
      await context.close();
      releaseMemberLocks();
    }
  });

  test('two members chat in one live; an operator mute reaches the member at once @mobile', async ({
    browser,
  }) => {
    await lockMember('premium@example.com');
    await lockMember('basic@example.com');
    const a = await member(browser, 'premium@example.com');
    const b = await member(browser, 'basic@example.com');
    const liveId = await liveOnAir(a.context.request);
    await openChat(a.page, liveId);
    await openChat(b.page, liveId);
    // the sync switch off for this check: both see each message as soon as it is accepted
    const text = `こんにちは ${Date.now()}`;
    await a.page.getByTestId('chat-input').fill(text);
    await a.page.getByTestId('chat-input').press('Enter');
    await expect(a.page.getByTestId('chat-input')).toHaveValue('');
    await expect(
      a.page.locator('[data-testid=chat-message][data-own]').filter({ hasText: text }),
    ).toBeVisible();
    await expect(b.page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible({
      timeout: 15_000,
    });

    const reply = `ナイス ${Date.now()}`;
    await b.page.getByTestId('chat-input').fill(reply);
    await b.page.getByTestId('chat-send').click();
    await expect(a.page.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible({
      timeout: 15_000,
    });

    const staff = await operator(browser);
    await callApi(staff.request, 'chat.mute', { body: { userId: b.userId, minutes: 5, liveId } });
    await expect(b.page.getByTestId('chat-gate-muted')).toBeVisible();
    await expect(b.page.getByTestId('chat-input')).toHaveCount(0);
    await callApi(staff.request, 'chat.mute', { body: { userId: b.userId, minutes: 0, liveId } });
    await expect(b.page.getByTestId('chat-input')).toBeVisible();
    await staff.close();
    await a.context.close();
    await b.context.close();
  });

  test('a rewound viewer is shown a message only when the video reaches it @mobile', async ({ browser }) => {
    // two members on a playing live, a minute rewound twice and played through: 138 s alone on a slow host
    // and past 150 s beside the other journeys (both tries of a CI run, 2026-11-29)
    test.setTimeout(300_000);
    await lockMember('premium@example.com');
    await lockMember('basic@example.com');
    const liveId = playableLive;
    const a = await member(browser, 'premium@example.com');
    const b = await member(browser, 'basic@example.com');
    const received = receivedMessages(a.page);
    await openChat(a.page, liveId);
    await openChat(b.page, liveId);
    const message = (text: string) => a.page.getByTestId('chat-message').filter({ hasText: text });
    const held = a.page.getByTestId('chat-held');

    // A plays the live, then goes back a minute in its two-hour DVR window
    await expect
      .poll(async () => (await playhead(a.page))?.behind ?? null, {
        message: 'the live plays',
        timeout: 30_000,
      })
      .not.toBeNull();
    await seekBy(a.page, -60);
    await expect
      .poll(async () => (await playhead(a.page))?.behind ?? 0, {
        message: "A's picture is a minute behind the clock",
        timeout: 20_000,
      })
      .toBeGreaterThan(55_000);

    // B (at the live edge) writes: A's socket has it, A's chat holds it back and says so
    const first = await write(b.page, `ゴール！ ${Date.now()}`, received);
    const behindFirst = (await playhead(a.page))?.programTime ?? Number.POSITIVE_INFINITY;
    expect(Date.parse(first.videoAt) - behindFirst, 'written ahead of what A sees').toBeGreaterThan(40_000);
    await expect(held).toBeVisible();
    await expect(held).toContainText('映像が追いつくと');
    await expect(message(first.text)).toHaveCount(0);

    // the switch that turns the syncing off shows it at once; on again, it waits for the video again
    await a.page.getByTestId('chat-settings').click();
    const sync = a.page.getByTestId('chat-switch-sync');
    await expect(sync).toBeChecked();
    await sync.uncheck();
    await expect(message(first.text)).toBeVisible({ timeout: 1_000 });
    await expect(held).toHaveCount(0);
    await sync.check();
    await expect(message(first.text)).toHaveCount(0);
    await expect(held).toBeVisible();
    await a.page.getByTestId('chat-settings').click();

    // back to the live edge: the video passes the moment it was written and the message shows
    await player(a.page).hover();
    await player(a.page).locator('media-live-button').click();
    await expect(message(first.text)).toBeVisible({ timeout: 30_000 });
    expect((await playhead(a.page))?.programTime).toBeGreaterThanOrEqual(
      Math.floor(Date.parse(first.videoAt) / 1000) * 1000,
    );

    // rewound again, A lets the video play up to the moment of B's next message
    await seekBy(a.page, -60);
    await expect
      .poll(async () => (await playhead(a.page))?.behind ?? 0, { timeout: 20_000 })
      .toBeGreaterThan(55_000);
    const second = await write(b.page, `逆転！ ${Date.now()}`, received);
    const videoAt = Date.parse(second.videoAt);
    await expect(held).toBeVisible();
    await expect(message(second.text)).toHaveCount(0);
    const before = await playhead(a.page);
    if (!before) throw new Error('the live stopped playing');
    // to six seconds before it, paused there: the chat, told of the seek, still holds the message
    // (paused, so that a starved host looking seconds later still looks before the moment: a CI run on
    // 2026-11-29 made its first look more than six seconds after the seek, the picture played past it)
    await seekBy(a.page, (videoAt - before.programTime) / 1000 - 6, { paused: true });
    const stopped = await playhead(a.page, second.text);
    expect(stopped?.programTime ?? Number.POSITIVE_INFINITY, 'paused before the message').toBeLessThan(
      videoAt,
    );
    expect(
      stopped?.shown,
      `held while the picture is before the message (at ${JSON.stringify(stopped)})`,
    ).toBe(false);
    await expect(held).toBeVisible();
    await expect(message(second.text)).toHaveCount(0);
    // then A plays on and is watched until the message shows, each look reading the picture's time and
    // the chat at one instant in the page (read one after the other, a slow host let the picture pass
    // the moment between the two reads)
    await play(a.page);
    const looks: Playhead[] = [];
    await expect
      .poll(
        async () => {
          const look = await playhead(a.page, second.text);
          if (look) looks.push(look);
          return look?.shown ?? false;
        },
        { message: "the message shows on A's screen", timeout: 30_000, intervals: [100] },
      )
      .toBe(true);
    const wholeSecond = (ms: number) => Math.floor(ms / 1000);
    // never shown before the picture reached its second (the player reports whole seconds)
    for (const look of looks.filter((l) => l.shown))
      expect(wholeSecond(look.programTime), 'shown only once the picture reached it').toBeGreaterThanOrEqual(
        wholeSecond(videoAt),
      );
    // and shown soon after the picture passed it: the chat follows the player's time on its `timeupdate`
    // (every 250 ms) while a look reads the video's own clock, so a look may find the picture a little
    // ahead of what the chat has been told; 2.5 s leaves room for a starved browser's long task (the
    // failed CI run saw reads 1.25 s apart) and still fails a chat that keeps the message held
    for (const look of looks.filter((l) => !l.shown))
      expect(look.programTime - videoAt, 'not held once the picture passed it').toBeLessThan(2_500);
    await a.context.close();
    await b.context.close();
  });

  test('a login elsewhere shows the multiple-logins alert without any click @mobile', async ({ browser }) => {
    await lockMember('premium@example.com');
    const a = await member(browser, 'premium@example.com');
    const liveId = await liveOnAir(a.context.request);
    await openChat(a.page, liveId);
    const elsewhere = await browser.newContext();
    await callApi(elsewhere.request, 'session.login', {
      body: { username: 'premium@example.com', password: DEMO_PASSWORD },
    });
    const alert = a.page.getByRole('dialog');
    await expect(alert).toBeVisible({ timeout: 5_000 });
    await expect(alert).toContainText('ログイン');
    await expect(a.page).toHaveURL(/\/intro/);
    await elsewhere.close();
    await a.context.close();
  });

  test('100 script and HTML payloads render as inert text @mobile', async ({ browser }) => {
    await lockMember('free@example.com');
    const viewer = await member(browser, 'free@example.com');
    const liveId = await liveOnAir(viewer.context.request);
    const dialogs: string[] = [];
    viewer.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openChat(viewer.page, liveId);
    const staff = await operator(browser);
    for (const payload of XSS_PAYLOADS) {
      await callApi(staff.request, 'chat.notice', {
        params: { liveId },
        body: { text: payload.slice(0, 200) },
      });
    }
    // a marker of this run after them: the room keeps its last 50 messages, so the same payloads of
    // the other project's run may be in it already; notices arrive in order, so once the marker shows,
    // every payload of this run has been rendered
    const marker = `payloads sent ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await callApi(staff.request, 'chat.notice', { params: { liveId }, body: { text: marker } });
    const log = viewer.page.getByRole('log');
    await expect(log.locator('[data-kind=notice]').filter({ hasText: marker })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      log
        .locator('[data-kind=notice]')
        .filter({ hasText: XSS_PAYLOADS.at(-1)!.slice(0, 200).trim() })
        .last(),
    ).toBeVisible();
    expect(
      await log.locator('script, img, iframe, svg:not([aria-hidden]), object, embed, a, style, form').count(),
    ).toBe(0);
    expect(dialogs).toEqual([]);
    await staff.close();
    await viewer.context.close();
  });
});
