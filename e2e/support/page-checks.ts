import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The checks the page-wide sweep (page-sweep.spec.ts) makes of each page: axe-core's WCAG 2.2 A and AA
 * rules, and the cumulative layout shift.
 *
 * Cumulative layout shift (issue 13 point 3: ≤ 0.05 on every route, at 1280 and 390), computed as
 * web-vitals does: layout-shift entries without recent input, grouped in session windows (at most 5 s
 * long, gaps under 1 s), the largest window wins. A failure names the nodes that moved and where
 * from/to, so the cause can be found without a trace. CLS_REPORT=<file> appends one JSON line per page
 * (route, project, cls, the worst window's sources).
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
export function observeLayoutShifts() {
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

/** Waits until the screen has settled: no request in flight, no skeleton or spinner left. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Settled, then the time late content (the layer popup, lazy images) may still move the page. */
export async function settledLate(page: Page): Promise<void> {
  await settled(page);
  await page.waitForTimeout(LATE_MS);
  await page.waitForLoadState('networkidle');
}

/**
 * Checks the CLS of the page so far against the budget (a soft expectation: the sweep's other checks of
 * the page still run), naming the nodes of the worst window when it is over.
 */
export async function measureLayoutShift(page: Page, label: string, project: string): Promise<void> {
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
  expect
    .soft(cls, `CLS of ${label} (${project}); shifts of the worst window:\n${sources.join('\n')}`)
    .toBeLessThanOrEqual(BUDGET);
}

const WCAG_22_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core over the page (WCAG 2.2 A and AA): no violation, else the rules and their first nodes.
 * A11Y_REPORT=<file> appends one JSON line per page (route, language, project, violations by rule).
 *
 * axe runs in the page itself (legacy mode: `axe.run` in the top frame, which reaches iframes by its
 * own messages) and sends back the violations' nodes only. By default @axe-core/playwright runs axe in
 * each frame, then opens a blank page to merge what each frame found, every node of every rule that
 * passed included: on the member's home (3,000 elements) that took 8.7–17.7 s against 3.4–4.0 s this
 * way even with every rule of axe run (2026-11-29, a quiet host; a scan with a low-contrast paragraph
 * and an image without text added finds both). In a CI-like run of the sweep (two workers) its tests
 * took 31.9 minutes in all instead of 42.2, the home's 41–73 s each instead of 73–98.
 */
export async function scanAccessibility(page: Page, label: string, lang: string, project: string) {
  // `options` replaces what `withTags` set: it comes first
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_A_AA)
    .setLegacyMode(true)
    .analyze();
  const byRule = Object.fromEntries(results.violations.map((v) => [v.id, v.nodes.length]));
  if (process.env.A11Y_REPORT)
    appendFileSync(process.env.A11Y_REPORT, `${JSON.stringify({ route: label, lang, project, byRule })}\n`);
  const summary = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes
      .slice(0, 5)
      .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
  expect(summary, `axe violations on ${label} (${lang})`).toEqual([]);
}
