import { appendFileSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { expect, layerPopup, type Page, test } from './support/fixtures.js';
import { ROUTES, type Route } from './support/routes.js';
import { withWorkerMember } from './support/worker-member.js';

/**
 * Issue 13 point 3: cumulative layout shift ≤ 0.05 on every route of spec §2 that exists, in ja, at 1280
 * (project desktop) and 390 (project mobile), logged out on the public routes and as a member on the
 * others. CLS is computed as web-vitals does: layout-shift entries without recent input, grouped in
 * session windows (at most 5 s long, gaps under 1 s), the largest window wins. A failure names the nodes
 * that moved and where from/to, so the cause can be found without a trace.
 *
 * The layer popup is skipped as members who ticked "don't show" do (support/fixtures); / and /intro are
 * measured once more at 1280 with the popup shown (it is desktop only): a dialog over the page is no
 * shift unless it moves content.
 *
 * CLS_REPORT=<file> appends one JSON line per page (route, project, cls, the worst window's sources).
 */

const BUDGET = 0.05;
/** After the page has settled, how long late content (the layer popup, lazy images) may still move it. */
const LATE_MS = 1_000;

interface ShiftSource {
  node: string;
  from: [number, number, number, number];
  to: [number, number, number, number];
}
interface Shift {
  value: number;
  startTime: number;
  sources: ShiftSource[];
}

/** Runs in the page before any of its scripts: records every layout shift not caused by input. */
function observeLayoutShifts() {
  const w = window as unknown as { __shifts: unknown[] };
  w.__shifts = [];
  const nameOf = (node: Node | null) => {
    if (!node) return '(removed)';
    if (!(node instanceof Element)) return `#text "${(node.textContent ?? '').trim().slice(0, 30)}"`;
    const cls = typeof node.className === 'string' ? node.className.trim().split(/\s+/).slice(0, 2) : [];
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${node.tagName.toLowerCase()}${cls.map((c) => `.${c}`).join('')}${text ? ` "${text}"` : ''}`;
  };
  const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }>) {
      if (entry.hadRecentInput) continue;
      w.__shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: entry.sources.map((s) => ({
          node: nameOf(s.node),
          from: rect(s.previousRect),
          to: rect(s.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as web-vitals computes it: the largest session window (≤ 5 s, gaps < 1 s) of shifts. */
function cumulativeLayoutShift(shifts: Shift[]): { value: number; window: Shift[] } {
  let best: Shift[] = [];
  let bestValue = 0;
  let current: Shift[] = [];
  let currentValue = 0;
  for (const shift of shifts) {
    const first = current[0];
    const last = current[current.length - 1];
    if (
      first &&
      last &&
      shift.startTime - last.startTime < 1_000 &&
      shift.startTime - first.startTime < 5_000
    ) {
      current.push(shift);
      currentValue += shift.value;
    } else {
      current = [shift];
      currentValue = shift.value;
    }
    if (currentValue > bestValue) {
      bestValue = currentValue;
      best = [...current];
    }
  }
  return { value: bestValue, window: best };
}

/** Waits until the screen has settled: no request in flight, no skeleton left, then late content. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(LATE_MS);
  await page.waitForLoadState('networkidle');
}

async function measure(page: Page, label: string, project: string): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const { value, window } = cumulativeLayoutShift(shifts);
  const cls = Math.round(value * 1000) / 1000;
  const sources = window.flatMap((s) =>
    s.sources.map(
      (src) => `${s.value.toFixed(3)} @${Math.round(s.startTime)}ms ${src.node} ${src.from} → ${src.to}`,
    ),
  );
  if (process.env.CLS_REPORT)
    appendFileSync(process.env.CLS_REPORT, `${JSON.stringify({ route: label, project, cls, sources })}\n`);
  expect(
    cls,
    `CLS of ${label} (${project}); shifts of the worst window:\n${sources.join('\n')}`,
  ).toBeLessThanOrEqual(BUDGET);
}

const memberTest = withWorkerMember(test, 'cls');
/** Without the fixture that ticks "don't show": the layer popup appears. */
const popupTest = withWorkerMember(base, 'cls');

const label = (route: Route) => route.name ?? (route.path as string);

test.describe('layout shift (CLS ≤ 0.05)', () => {
  for (const route of ROUTES) {
    memberTest(`${label(route)} ${route.access} @mobile`, async ({ page, context, memberCookies }, info) => {
      if (route.access === 'member') await context.addCookies(memberCookies);
      await context.addInitScript(observeLayoutShifts);
      const path = typeof route.path === 'string' ? route.path : await route.path(context.request);
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      if (route.access === 'member') await expect(page).not.toHaveURL(/\/intro/);
      await measure(page, label(route), info.project.name);
    });
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
      await settled(page);
      await measure(page, `${path} (popup)`, info.project.name);
    });
  }
});
