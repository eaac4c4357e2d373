import { XSS_PAYLOADS } from '@kickoff/contract/testing';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, lockMember, releaseMemberLocks } from './support/accounts.js';
import { callApi } from './support/api.js';
import { expect, skipLayerPopups, test } from './support/fixtures.js';

/**
 * Live chat (issue 12) in Chromium against the built app and the real socket server: two members in
 * one live's room, an operator's mute reaching the member at once, the forced-logout alert arriving
 * over the socket without a click, and script and HTML payloads rendering inert.
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

/** A live on air now (the home page's rail). */
async function liveOnAir(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  await callApi(context.request, 'session.login', {
    body: { username: 'operator@example.com', password: DEMO_PASSWORD },
  });
  const home = JSON.stringify(await callApi(context.request, 'catalogue.home'));
  await context.close();
  // the first live of the home page's live rail that is on air (status 1)
  const match = /"lives":\[\{"id":(\d+)/.exec(home);
  if (!match) throw new Error('no live on air in the demo');
  return Number(match[1]);
}

async function openChat(page: Page, liveId: number) {
  await page.goto(`/live?type=live&id=${liveId}`);
  await expect(page.getByTestId('chat-panel')).toHaveAttribute('data-state', 'open');
  await expect(page.getByRole('log')).toBeAttached();
}

test.describe('live chat', () => {
  test('two members chat in one live; an operator mute reaches the member at once', async ({ browser }) => {
    await lockMember('premium@example.com');
    await lockMember('basic@example.com');
    const liveId = await liveOnAir(browser);
    const a = await member(browser, 'premium@example.com');
    const b = await member(browser, 'basic@example.com');
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

    const operator = await browser.newContext();
    await callApi(operator.request, 'session.login', {
      body: { username: 'operator@example.com', password: DEMO_PASSWORD },
    });
    await callApi(operator.request, 'chat.mute', { body: { userId: b.userId, minutes: 5, liveId } });
    await expect(b.page.getByTestId('chat-gate-muted')).toBeVisible();
    await expect(b.page.getByTestId('chat-input')).toHaveCount(0);
    await callApi(operator.request, 'chat.mute', { body: { userId: b.userId, minutes: 0, liveId } });
    await expect(b.page.getByTestId('chat-input')).toBeVisible();
    await operator.close();
    await a.context.close();
    await b.context.close();
  });

  test('a login elsewhere shows the multiple-logins alert without any click', async ({ browser }) => {
    await lockMember('premium@example.com');
    const liveId = await liveOnAir(browser);
    const a = await member(browser, 'premium@example.com');
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

  test('100 script and HTML payloads render as inert text', async ({ browser }) => {
    await lockMember('free@example.com');
    const liveId = await liveOnAir(browser);
    const viewer = await member(browser, 'free@example.com');
    const dialogs: string[] = [];
    viewer.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openChat(viewer.page, liveId);
    const operator = await browser.newContext();
    await callApi(operator.request, 'session.login', {
      body: { username: 'operator@example.com', password: DEMO_PASSWORD },
    });
    for (const payload of XSS_PAYLOADS) {
      await callApi(operator.request, 'chat.notice', {
        params: { liveId },
        body: { text: payload.slice(0, 200) },
      });
    }
    const log = viewer.page.getByRole('log');
    await expect(
      log.locator('[data-kind=notice]').filter({ hasText: XSS_PAYLOADS.at(-1)!.slice(0, 200).trim() }),
    ).toBeVisible({
      timeout: 20_000,
    });
    expect(
      await log.locator('script, img, iframe, svg:not([aria-hidden]), object, embed, a, style, form').count(),
    ).toBe(0);
    expect(dialogs).toEqual([]);
    await operator.close();
    await viewer.context.close();
  });
});
