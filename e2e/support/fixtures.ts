import { choosePopup } from '@kickoff/contract';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { callApi } from './api.js';

/** The layer popup of spec §2 (a notice or an image popup), told apart from other dialogs by its "don't show" box. */
export function layerPopup(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: /表示しない/ }) });
}

/** Where the web keeps the do-not-show choice (spec §3 "settings kept locally": preventPopup {id, endDate}). */
const PREVENT_POPUP_KEY = 'kickoff.preventPopup';

/**
 * Starts a browser as a returning member who already ticked "don't show" on the demo's layer popup,
 * as most members have: journeys about something else then never meet it. The popup loads a moment
 * after the page, so otherwise it could land over a menu a journey is opening (and closing it is a
 * click outside that menu). The demo shows the same notice on / and on /intro (spec §4: the notice is
 * taken when there are two), and one choice is kept at a time, so one stored choice covers both pages.
 * Journeys about the popup itself use @playwright/test's own `test`.
 */
export async function skipLayerPopups(context: BrowserContext, request: APIRequestContext): Promise<void> {
  const shown = new Set<number>();
  for (const path of ['/', '/intro']) {
    const chosen = choosePopup(await callApi(request, 'popups.list', { query: { path } }), path);
    if (chosen) shown.add(chosen.id);
  }
  if (shown.size > 1)
    throw new Error(`/ and /intro show different popups (${[...shown]}): one choice cannot hide both`);
  const [id] = shown;
  if (id === undefined) return;
  const choice = JSON.stringify({ id, endDate: '2999-12-31' });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    PREVENT_POPUP_KEY,
    choice,
  ] as const);
}

/**
 * A page the server drew (`#kickoff-boot`) shows its buttons before the app runs, and the app's code
 * comes only once it has painted (apps/web/src/boot.ts): until the app has taken it over, a click on a
 * button does nothing. `goto` and `reload` (unless only to `commit`) wait for that, as a member waits for
 * the page to respond; the app marks it on `<html data-app>`.
 */
export async function untilAppRuns(page: Page): Promise<void> {
  if ((await page.locator('#kickoff-boot').count()) === 0) return;
  await page.waitForFunction(() => document.documentElement.dataset.app === 'running');
}

export const test = base.extend({
  context: async ({ context, request }, use) => {
    await skipLayerPopups(context, request);
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const thenApp = async <R>(response: R, waitUntil: string | undefined) => {
      if (waitUntil !== 'commit') await untilAppRuns(page);
      return response;
    };
    page.goto = async (url, options) => thenApp(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => thenApp(await reload(options), options?.waitUntil);
    await use(page);
  },
});

export type { Page };
export { expect };
