import { test as base } from '@playwright/test';
import { expect, layerPopup, type Page, test } from './support/fixtures.js';
import {
  measureLayoutShift,
  observeLayoutShifts,
  scanAccessibility,
  settled,
  settledLate,
} from './support/page-checks.js';
import { ROUTES, type Route } from './support/routes.js';
import { withWorkerMember } from './support/worker-member.js';

/**
 * The page-wide sweep (issue 13 points 3 and 4) over the routes of spec §2 that exist (support/routes.ts:
 * a new page is covered by adding its route there), logged out on the public routes and as a member on
 * the others, at 1280 (project desktop) and 390 (project mobile):
 * - no axe-core violation of the WCAG 2.2 A and AA rules, in Japanese (the default language) and, for the
 *   routes marked `everyLanguage`, in Korean and English too — one screen of each layout and each kind
 *   of content (forms, boards, grids, rails), which is where a longer or shorter translation changes
 *   what axe sees;
 * - a cumulative layout shift ≤ 0.05, measured on the Japanese visit (one visit of a page makes both
 *   checks: the sweep was two specs visiting every page twice, a fifth of the journeys' time);
 * - at 390, no sideways scroll (WCAG 1.4.10 reflow), in each language.
 * The Korean and English scans are made in the Japanese visit's page, the language switched by the
 * footer's buttons as a member switches it (a visit of its own for each language was a tenth of the
 * journeys' time on a slow host: the page's whole load again, the member's home 46–61 s a visit).
 *
 * The layer popup is skipped as members who ticked "don't show" do (support/fixtures); / and /intro are
 * measured once more at 1280 with the popup shown (it is desktop only): a dialog over the page is no
 * shift unless it moves content. E2E_A11Y=0 leaves out the axe scans and the Korean and English scans
 * in a local run (the layout shift and the reflow are still checked).
 */

const LANGUAGES = ['ja', 'ko', 'en'] as const;
/** Where the app keeps the chosen language (apps/web/src/i18n: LANGUAGE_STORAGE_KEY). */
const LANGUAGE_KEY = 'kickoff.lang';
const withAxe = process.env.E2E_A11Y !== '0';

const memberTest = withWorkerMember(test, 'sweep');
/** Without the fixture that ticks "don't show": the layer popup appears. */
const popupTest = withWorkerMember(base, 'sweep');

const label = (route: Route) => route.name ?? (route.path as string);

/**
 * Reflow (WCAG 1.4.10) at 390: the page does not scroll sideways. Also the regression of the mobile
 * drawer: a hidden accessible-name line that escaped a rail widened the document, mobile Chromium widened
 * its layout viewport with it and the fixed drawer was laid out off screen.
 */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect.soft(widths.document, `${what}: the document's width`).toBeLessThanOrEqual(widths.viewport);
  expect.soft(widths.viewport, `${what}: the layout viewport`).toBe(page.viewportSize()?.width);
}

test.describe('every page: accessibility (axe-core, WCAG 2.2 A and AA) and layout shift (CLS ≤ 0.05)', () => {
  // a scan of a long page (axe over every node) takes longer than a journey step: axe over the desktop
  // home took 10 s on a quiet host of this kind (2026-11-27), and a whole test of it 54–66 s in a CI run
  // on a loaded one (two workers)
  test.describe.configure({ timeout: 120_000 });
  for (const route of ROUTES) {
    // Japanese first, with the layout shift; then the other languages in the same page
    const languages = route.everyLanguage && withAxe ? LANGUAGES : (['ja'] as const);
    memberTest(
      `${label(route)} ${route.access} ${languages.join(' ')} @mobile`,
      async ({ page, context, memberCookies }, info) => {
        test.setTimeout(languages.length * 120_000);
        if (route.access === 'member') await context.addCookies(memberCookies);
        await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          LANGUAGE_KEY,
          'ja',
        ] as const);
        await context.addInitScript(observeLayoutShifts);
        const path = typeof route.path === 'string' ? route.path : await route.path(context.request);
        await page.goto(path);
        await settledLate(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
        if (route.access === 'member') await expect(page).not.toHaveURL(/\/intro/);
        await measureLayoutShift(page, label(route), info.project.name);
        // the checks each language gets: axe, and reflow at 390
        const check = async (lang: string) => {
          if (withAxe) await scanAccessibility(page, label(route), lang, info.project.name);
          if (info.project.name === 'mobile') await expectNoSidewaysScroll(page, `${label(route)} (${lang})`);
        };
        await check('ja');
        for (const lang of languages.slice(1)) {
          await test.step(`in ${lang}`, async () => {
            // by the keyboard: a click leaves the pointer where the button was, over what the page
            // scrolled back to then (a card in its hover colours, which the Japanese scan never saw)
            await page.locator(`footer button[lang="${lang}"]`).press('Enter');
            await expect(page.locator('html')).toHaveAttribute('lang', lang);
            await page.evaluate(() => window.scrollTo(0, 0));
            await settled(page);
            await check(lang);
          });
        }
      },
    );
  }

  // the layer popup is desktop only (spec §2): no @mobile tag
  for (const path of ['/', '/intro']) {
    const access = path === '/' ? 'member' : 'public';
    popupTest(`${path} ${access} with the layer popup`, async ({ page, context, memberCookies }, info) => {
      if (access === 'member') await context.addCookies(memberCookies);
      await context.addInitScript(observeLayoutShifts);
      // it comes after the app's code, the page's data and its own call. On a starved host (CI on
      // 2026-11-28: two workers, the server and PostgreSQL on two cores) the trace showed the popup's
      // call 19.7 s after the HTML: each request answered in under 0.5 s, but the browser took 4.5, 6.3
      // and 7.2 s to run each wave of the app's code before asking for the next (7 s once, 2026-11-27)
      test.slow();
      await page.goto(path);
      await expect(layerPopup(page)).toBeVisible({ timeout: 45_000 });
      await settledLate(page);
      await measureLayoutShift(page, `${path} (popup)`, info.project.name);
    });
  }
});
