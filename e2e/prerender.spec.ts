import type { Page } from '@playwright/test';
import {
  expectLeftIntro,
  loginCard,
  loginWithCard,
  openMemberMenu,
  signUpViaApi,
} from './support/accounts.js';
import { expect, test } from './support/fixtures.js';

/**
 * Issue 13 point 3: a logged-out visitor's /intro, and a member's home, schedule and channels, come drawn
 * by the server (apps/server/src/http/prerender.ts, the web build's src/prerender.tsx), in their
 * language, and the app takes them over (hydrates) without drawing them again; what the visitor does
 * before the app has run is not lost.
 */

/** Counts every node the app removes from the drawn page (a render from scratch would replace them all). */
async function countRemovedNodes(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { removedNodes: number };
    state.removedNodes = 0;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) state.removedNodes += record.removedNodes.length;
      }).observe(document.getElementById('root')!, { childList: true });
    });
  });
  return () => page.evaluate(() => (window as unknown as { removedNodes: number }).removedNodes);
}

/** The console's errors and the page's uncaught ones, as they come. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
test.describe('the server draws /intro', () => {
  test('arrives drawn, in the visitor’s language, and the app takes the page over as it is @mobile', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const ja = await (await visitor.get('/intro')).text();
    expect(ja).toContain('<html lang="ja"');
    expect(ja).toContain('<title>ログイン | KICKOFF</title>');
    expect(ja).toMatch(/<h2[^>]*>ログイン<\/h2>/);
    expect(ja).toContain('id="kickoff-prerender"');
    const en = await (await visitor.get('/intro', { headers: { cookie: 'kickoff_lang=en' } })).text();
    expect(en).toContain('<html lang="en"');
    expect(en).toMatch(/<h2[^>]*>Log in<\/h2>/);
    await visitor.dispose();

    const errors = collectErrors(page);
    const removedNodes = await countRemovedNodes(page);
    await page.goto('/intro');
    const login = loginCard(page).getByRole('button', { name: 'ログイン', exact: true });
    await expect(login).toBeEnabled();
    await expect(page).toHaveTitle('ログイン | KICKOFF');
    expect(await removedNodes()).toBe(0);
    expect(errors).toEqual([]);
    // the app's code was asked for once the page had painted (boot.ts), after its stylesheets had all
    // come, even where the load event came first
    expect(ja).not.toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
    const times = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        stylesIn: Math.max(...resources.filter((r) => r.name.endsWith('.css')).map((r) => r.responseEnd)),
        entryAsked: resources.find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))?.startTime,
      };
    });
    expect(times.painted).toBeGreaterThan(times.stylesIn);
    expect(times.entryAsked).toBeGreaterThan(times.painted!);
  });

  test('what a visitor types before the app has run is kept, and logs them in @mobile', async ({
    page,
    request,
  }) => {
    const member = await signUpViaApi(request, 'prerender');
    // the app's code comes late: the visitor fills the server's form meanwhile, and it comes once they
    // have found the button disabled (held until then: a fixed delay was shorter than the filling on a
    // loaded host, and the app was already running when the button was looked at)
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/intro', { waitUntil: 'commit' });
    const card = loginCard(page);
    await card.getByLabel('メールアドレス', { exact: true }).fill(member.email);
    await card.getByLabel('パスワード', { exact: true }).fill(member.password);
    await card.getByLabel('自動ログイン').check();
    // the form cannot be sent before the app runs (it would go as a plain HTML form)
    await expect(card.getByRole('button', { name: 'ログイン', exact: true })).toBeDisabled();
    releaseApp();
    await card.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expectLeftIntro(page);
    await expect(page).toHaveURL(/\/$/);
    // the box ticked on the server's page counted: the session is kept across browser restarts
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'kickoff_sid');
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 86_400);
  });
});

test.describe("the server draws a member's first screens", () => {
  // a sign-up, a login and three drawn pages: 35 s in a CI run on a loaded host (2026-11-27)
  test.describe.configure({ timeout: 60_000 });
  test('home, schedule and channels arrive drawn for the member, and the app takes each over as it is @mobile', async ({
    page,
    request,
  }) => {
    const member = await signUpViaApi(request, 'prerender-member');
    await loginWithCard(page, member.email, { password: member.password });
    await expectLeftIntro(page);
    const errors = collectErrors(page);
    const removedNodes = await countRemovedNodes(page);
    for (const [path, drawnMark] of [
      ['/', 'ライブ配信中'],
      ['/schedule/0', 'リーグ別'],
      ['/channel', 'data-testid="channel-card-'],
    ] as const) {
      const response = await page.goto(path);
      const html = (await response!.text()) ?? '';
      // the page itself, with its data, for this member: their name in the header, kept by no shared cache
      expect(html, path).toContain('id="kickoff-prerender"');
      expect(html, path).toContain(drawnMark);
      expect(html, path).toContain(member.nickname);
      expect(response!.headers()['cache-control'], path).toBe('private, no-cache');
      // the app runs it (its menu opens) having removed nothing it drew
      await openMemberMenu(page);
      expect(await removedNodes(), path).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  test('a member who logged out gets no drawn page, and is sent to log in', async ({ page, request }) => {
    const member = await signUpViaApi(request, 'prerender-out');
    await loginWithCard(page, member.email, { password: member.password });
    await expectLeftIntro(page);
    const cookies = await page.context().cookies();
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/intro$/);
    // the old session cookie, sent again, draws nothing: the shell, and the app goes to /intro
    await page.context().addCookies(cookies);
    const response = await page.goto('/channel');
    expect(await response!.text()).not.toContain('id="kickoff-prerender"');
    await expect(page).toHaveURL(/\/intro$/);
  });
});

test.describe('a drawn page and the browser’s clock', () => {
  test('the app takes /channel over as drawn when the browser’s clock is ahead of the server’s, then shows its own time @mobile', async ({
    page,
    request,
  }) => {
    const member = await signUpViaApi(request, 'prerender-clock');
    await loginWithCard(page, member.email, { password: member.password });
    await expectLeftIntro(page);
    // the server draws the now line at its time; this browser is two minutes ahead (a phone's clock, or
    // a minute turning between the server's render and the app's)
    await page.clock.install({ time: Date.now() + 120_000 });
    const errors = collectErrors(page);
    const removedNodes = await countRemovedNodes(page);
    const response = await page.goto('/channel');
    const html = await response!.text();
    expect(html).toContain('id="kickoff-prerender"');
    const drawnLabel = /data-testid="epg-now-line"[^>]*><span[^>]*>(\d\d:\d\d)</.exec(html)?.[1];
    expect(drawnLabel).toMatch(/^\d\d:\d\d$/);
    // taken over: the app runs (its menu opens) having removed nothing it drew, with no mismatch logged
    await openMemberMenu(page);
    expect(await removedNodes()).toBe(0);
    expect(errors).toEqual([]);
    // then the now line moves to the browser's own time: the minute now, or 30 s ago, as the app reads its
    // clock every 30 s (a minute that turned since its last reading shows at its next one)
    const line = page.getByTestId('epg-now-line');
    const browserLabels = () =>
      page.evaluate(() =>
        [Date.now(), Date.now() - 30_000].map((ms) =>
          new Date(ms).toLocaleTimeString('ja-JP', {
            hour: '2-digit',
            minute: '2-digit',
            timeZone: 'Asia/Tokyo',
          }),
        ),
      );
    await expect
      .poll(async () => {
        const [shown, labels] = [(await line.textContent()) ?? '', await browserLabels()];
        return labels.some((label) => shown.includes(label)) ? 'the browser’s time' : `${shown} (${labels})`;
      })
      .toBe('the browser’s time');
    expect(await line.textContent()).not.toContain(drawnLabel);
  });
});
