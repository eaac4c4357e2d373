import type { Locator, Page } from '@playwright/test';
import { freshMemberSession } from './support/catalogue.js';
import { expect, test } from './support/fixtures.js';

/**
 * Issue 13 point 4: the keyboard alone. The skip link is the first tab stop and lands in the content;
 * focus is always visible (the theme's outline, never cut off); a rail is one tab stop and its cards are
 * walked with the arrow keys, Home and End, each brought into view; a dialog keeps Tab inside it and gives focus back
 * to what opened it when Escape closes it — a confirmation opened by a link on any screen, the menu drawer
 * opened by its button on a phone. (The EPG grid's keys: catalogue.spec.ts.)
 */

// a journey of some fifty key presses, each a round trip to the browser: room for a loaded machine (the
// home's took over 60 s once in a CI run on a loaded 2-core host, 2026-11-27; 66 s alone and over 90 s
// beside the other journeys on a slower one, 2026-11-29)
test.describe.configure({ timeout: 180_000 });

/** The focus outline of theme.css (`--focus`, 2 px solid). */
const FOCUS_OUTLINE = { style: 'solid', width: '2px', color: 'rgb(124, 245, 192)' };

async function focusOutline(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });
}

/**
 * The ancestor that cuts off part of the focused element's outline (one that scrolls or contains its
 * paint, as a rail's track and the rail itself do), or null when the whole outline shows.
 */
async function outlineClippedBy(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const ring = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
    const box = el.getBoundingClientRect();
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      const clips =
        s.overflowX !== 'visible' ||
        s.overflowY !== 'visible' ||
        s.contentVisibility === 'auto' ||
        /paint|strict|content/.test(s.contain);
      if (!clips) continue;
      const r = a.getBoundingClientRect();
      const left = r.left + a.clientLeft;
      const top = r.top + a.clientTop;
      if (
        box.left - ring < left - 0.5 ||
        box.top - ring < top - 0.5 ||
        box.right + ring > left + a.clientWidth + 0.5 ||
        box.bottom + ring > top + a.clientHeight + 0.5
      )
        return `<${a.tagName.toLowerCase()} class="${a.className}">`;
    }
    return null;
  });
}

/** Presses Tab until focus is inside `within` (at most `limit` times). */
async function tabInto(page: Page, within: Locator, limit = 60) {
  const target = await within.elementHandle();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target!.evaluate((el) => el.contains(document.activeElement))) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${within}`);
}

test('the home screen with the keyboard alone: skip link, visible focus, a rail walked with the arrow keys', async ({
  page,
  context,
}) => {
  await freshMemberSession(context, 'keys');
  await page.goto('/');
  // the first rail, live now (the demo has four lives on air): the first rail after the banners
  const liveRail = page.locator('section', { has: page.getByRole('heading', { name: 'ライブ配信中' }) });
  const lives = liveRail.getByRole('listitem');
  await expect(lives.nth(1)).toBeVisible();

  // the first tab stop: the skip link, shown when focused, with the focus outline
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '本文へスキップ' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusOutline(page)).toEqual(FOCUS_OUTLINE);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Tab from the content's start reaches the rail; the arrow keys go from card to card
  await tabInto(page, liveRail.getByRole('list'));
  await expect(lives.first().getByRole('link').first()).toBeFocused();
  expect(await focusOutline(page)).toEqual(FOCUS_OUTLINE);
  expect(await outlineClippedBy(page), 'the outline of the first card is cut off').toBeNull();
  await page.keyboard.press('ArrowRight');
  await expect(lives.nth(1).getByRole('link').first()).toBeFocused();
  await expect(lives.nth(1)).toBeInViewport({ ratio: 0.9 });
  // the rail is one tab stop: Tab leaves it, Shift+Tab comes back to the card left last
  await page.keyboard.press('Tab');
  expect(await liveRail.getByRole('list').evaluate((el) => el.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(lives.nth(1).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(lives.first().getByRole('link').first()).toBeFocused();

  // a longer rail, wider than the screen: End and Home bring its last and first card into view
  const videos = page
    .locator('section', { has: page.getByRole('heading', { name: '人気の動画' }) })
    .getByRole('listitem');
  expect(await videos.count()).toBeGreaterThan(6);
  const first = videos.first().getByRole('link').first();
  const last = videos.last().getByRole('link').first();
  await first.focus();
  await expect(last).not.toBeInViewport();
  // ArrowRight past the first view: each card it moves to is scrolled fully into view
  for (let i = 1; i <= 5; i++) {
    await page.keyboard.press('ArrowRight');
    await expect(videos.nth(i).getByRole('link').first()).toBeFocused();
    await expect(videos.nth(i)).toBeInViewport({ ratio: 0.9 });
  }
  // (polled: the rail may still be scrolling smoothly)
  await expect
    .poll(() => outlineClippedBy(page), { message: 'the outline of a card brought into view is cut off' })
    .toBeNull();
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();

  // Enter opens the card
  const href = await first.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
});

test('a dialog opened with the keyboard keeps Tab inside and gives focus back when closed', async ({
  page,
  context,
}) => {
  await freshMemberSession(context, 'keysdlg');
  await page.goto('/mypage/favorite');
  // choose a team with the keyboard: the editor now has a change not saved
  const tile = page.locator('[data-testid^="pick-team-"]').first();
  await tile.focus();
  await page.keyboard.press('Enter');
  await expect(tile).toHaveAttribute('aria-pressed', 'true');

  // leaving with the change asks first: the home link, followed with Enter
  const home = page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'ホーム' });
  await home.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), {
      message: 'focus moved into the dialog',
    })
    .toBe(true);
  // Tab and Shift+Tab go round its buttons and never leave it
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus after ${key}`).toBe(
      true,
    );
  }
  // Escape stays on the page and gives focus back to the link that opened the dialog
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/mypage\/favorite$/);
  await expect(home).toBeFocused();
  expect(await focusOutline(page)).toEqual(FOCUS_OUTLINE);
});

test('the menu drawer opened from its button keeps Tab inside, closes on Escape and gives focus back @mobile', async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(!isMobile, 'the drawer is the phone header');
  await freshMemberSession(context, 'keysmenu');
  await page.goto('/');
  const hamburger = page.getByRole('button', { name: 'メニューを開く' });
  await hamburger.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'メインメニュー' });
  await expect(drawer).toBeVisible();
  // focus starts on its close button; Shift+Tab goes round to its last entry, Tab back to the first
  const close = drawer.getByRole('button', { name: 'メニューを閉じる' });
  await expect(close).toBeFocused();
  expect(await focusOutline(page)).toEqual(FOCUS_OUTLINE);
  const inside = () => drawer.evaluate((el) => el.contains(document.activeElement));
  await page.keyboard.press('Shift+Tab');
  expect(await inside(), 'focus after Shift+Tab from the first').toBe(true);
  await expect(close).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `focus after Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(hamburger).toBeFocused();
  expect(await focusOutline(page)).toEqual(FOCUS_OUTLINE);
});
