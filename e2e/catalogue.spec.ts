import { addDays, compactDateOf } from '@kickoff/contract';
import { test as popupTest } from '@playwright/test';
import { callApi } from './support/api.js';
import { freshMemberSession } from './support/catalogue.js';
import { expect, layerPopup, type Page, test } from './support/fixtures.js';

/**
 * The catalogue journeys of issue 4: browse today's schedule, hide scores and see them hidden, reserve
 * a match, page through the EPG, pick a favourite team and find it on /schedule/my. Each journey has
 * its own member (the score setting, favourites and reservations belong to the member).
 */

/** YYYYMMDD of today + `days` in Tokyo, as the schedule URLs write days (the contract's rule). */
const tokyoDay = (days: number) => addDays(compactDateOf(new Date()), days);

const matches = (page: Page) => page.locator('[data-testid^="schedule-match-"]');
const shownScores = (page: Page) => page.getByText(/^スコア \d+ 対 \d+$/);

/** Opens the all-sports schedule of the most recent day (up to a week back) that has results. */
async function openDayWithResults(page: Page): Promise<string> {
  for (let back = 1; back <= 7; back++) {
    const day = tokyoDay(-back);
    await page.goto(`/schedule/0?date=${day}`);
    await expect(matches(page).first().or(page.getByTestId('schedule-next-day'))).toBeVisible();
    if ((await shownScores(page).count()) > 0) return day;
  }
  throw new Error('no day with results in the last week of the demo schedule');
}

test.describe('catalogue', () => {
  test("browses today's schedule, another day and one sport @mobile", async ({ page, context }) => {
    await freshMemberSession(context, 'schedule');
    await page.goto('/schedule/0');
    await expect(page.getByRole('heading', { level: 1, name: 'スケジュール' })).toBeVisible();
    const strip = page.getByRole('navigation', { name: '日付を選ぶ' });
    await expect(strip.locator(`[data-date="${tokyoDay(0)}"]`)).toHaveAttribute('aria-current', 'date');

    const tomorrow = tokyoDay(1);
    await strip.locator(`[data-date="${tomorrow}"]`).click();
    await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
    await expect(matches(page).first()).toBeVisible();
    // every match row names its league, season and round
    await expect(matches(page).first()).toContainText('シーズン');

    await page.getByRole('link', { name: 'サッカー', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule/football\\?date=${tomorrow}`));
    await expect(strip.locator(`[data-date="${tomorrow}"]`)).toHaveAttribute('aria-current', 'date');
  });

  test('hides scores everywhere and keeps them hidden after a reload', async ({ page, context }) => {
    await freshMemberSession(context, 'scores');
    const day = await openDayWithResults(page);
    expect(await shownScores(page).count()).toBeGreaterThan(0);

    const toggle = page.getByRole('switch', { name: 'スコアを表示' });
    await expect(toggle).toBeChecked();
    await page.getByText('スコアを表示', { exact: true }).click();
    await expect(toggle).not.toBeChecked();
    await expect(shownScores(page)).toHaveCount(0);
    await expect(page.getByText('スコア非表示中').first()).toBeAttached();

    await page.reload();
    await expect(matches(page).first()).toBeVisible();
    await expect(page.getByRole('switch', { name: 'スコアを表示' })).not.toBeChecked();
    await expect(shownScores(page)).toHaveCount(0);

    // the server hides them in every answer, not only on this screen
    const { list: items } = await callApi(context.request, 'schedule.day', { query: { date: day } });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.gameDesc.homeScore === null && item.gameDesc.scoreHidden)).toBe(true);
  });

  test('reserves a match and finds it reserved after a reload @mobile', async ({ page, context }) => {
    await freshMemberSession(context, 'reserve');
    await page.goto(`/schedule/0?date=${tokyoDay(1)}`);
    const reserve = page.getByRole('button', { name: '試合開始をお知らせ' }).first();
    await expect(reserve).toHaveAttribute('aria-pressed', 'false');
    const row = page.locator('[data-testid^="schedule-match-"]', { has: reserve }).first();
    const rowId = await row.getAttribute('data-testid');
    await reserve.click();
    const sameRow = page.getByTestId(rowId!);
    await expect(sameRow.getByRole('button', { name: '試合開始をお知らせ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.reload();
    await expect(
      page.getByTestId(rowId!).getByRole('button', { name: '試合開始をお知らせ' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const reserved = await callApi(context.request, 'reservations.list');
    expect(reserved.live.length).toBeGreaterThan(0);
  });

  test('pages through the EPG by window, by day and with the keyboard', async ({ page, context }) => {
    await freshMemberSession(context, 'epg');
    await page.goto('/channel');
    const table = page.getByRole('table', { name: '番組表' });
    await expect(table).toBeVisible();
    await expect(table.locator('td[data-program-id]').first()).toBeVisible();

    const window = page.getByRole('tab', { name: /08:00–12:00/ });
    await window.click();
    await expect(window).toHaveAttribute('aria-selected', 'true');
    const first = table.locator('td[data-program-id]').first();
    await expect(first).toBeVisible();

    await first.click();
    const before = await first.getAttribute('data-program-id');
    await page.keyboard.press('ArrowRight');
    await expect(table.locator('td[data-program-id][aria-current]')).not.toHaveAttribute(
      'data-program-id',
      before!,
    );
    await expect(page.getByTestId('epg-program-panel')).toBeVisible();

    await page.getByRole('button', { name: '次の日' }).click();
    await expect(table.locator('td[data-program-id]').first()).toBeVisible();
  });

  test('picks a favourite team and finds its matches on /schedule/my @mobile', async ({ page, context }) => {
    await freshMemberSession(context, 'favorite');
    await page.goto('/schedule/my');
    await page.locator('main a[href="/mypage/favorite"]').first().click();
    await expect(page).toHaveURL(/\/mypage\/favorite$/);

    await page.getByRole('searchbox', { name: 'チーム名で検索' }).fill('東都');
    const tile = page.locator('[data-testid^="pick-team-"]', { hasText: '東都レガリア' });
    await tile.click();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('selected-team')).toContainText('東都レガリア');
    await page.getByRole('button', { name: '保存する' }).first().click();
    await expect(page.getByText('マイチーム・マイリーグを保存しました')).toBeVisible();

    await page.goto('/schedule/my');
    await expect(matches(page).first()).toBeVisible();
    await expect(matches(page).filter({ hasText: '東都' }).first()).toBeVisible();
    const likes = await callApi(context.request, 'favorites.like');
    expect(JSON.stringify(likes)).toContain('東都');
  });
});

popupTest.describe('layer popup', () => {
  popupTest(
    'shows the notice on /intro on desktop and keeps it away for the chosen days',
    async ({ page }) => {
      await page.goto('/intro');
      const popup = layerPopup(page);
      // it comes after the app's code, the page's data, its own call and its own chunk: on a starved CI
      // host the browser took 4–7 s per wave of code (page-sweep.spec.ts waits for it the same way)
      await expect(popup).toBeVisible({ timeout: 30_000 });
      await expect(popup.getByTestId('popup-notice')).not.toBeEmpty();
      await popup.getByRole('checkbox', { name: /表示しない/ }).check();
      await popup.getByRole('button', { name: '閉じる' }).last().click();
      await expect(popup).toBeHidden();
      await page.reload();
      await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
      await expect(layerPopup(page)).toHaveCount(0);
    },
  );

  popupTest('is not shown on a phone @mobile', async ({ page, isMobile }) => {
    popupTest.skip(!isMobile, 'the phone half of the rule');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/popup')) asked.push(request.url());
    });
    await page.goto('/intro');
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
    await expect(layerPopup(page)).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
