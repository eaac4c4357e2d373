// Lighthouse (issue 13 point 3): mobile performance and accessibility of /intro (logged out) and of
// /, /schedule/0 and /channel (a logged-in member), on our server with the demo content, in Debian's
// Chromium (lighthouse 12.2.3: 13.x needs Node 22). Lighthouse's own mobile settings: a Moto G power
// screen, 4× CPU slowdown and a simulated slow 4G. Scores are Lighthouse's (0–100); LCP, CLS and TBT
// beside them. Each page runs `runs` times and the median score is reported (Lighthouse varies ±3).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './lib.mjs';
import { memberCookie, root, seededDataDir, startOurs } from './server.mjs';

const PAGES = [
  { path: '/intro', member: false, target: { performance: 95, accessibility: 100 } },
  { path: '/', member: true, target: { performance: 95, accessibility: 100 } },
  { path: '/schedule/0', member: true, target: { performance: 95, accessibility: 100 } },
  { path: '/channel', member: true, target: { performance: 95, accessibility: 100 } },
];

export async function benchLighthouse({ runs = 3 } = {}) {
  if (!existsSync(join(root, 'apps/web/dist/index.html')))
    throw new Error('lighthouse: the web app is not built: run `npm run build` first');
  const port = 18_970;
  const dataDir = await seededDataDir(port);
  const ours = await startOurs(port, dataDir, { PUBLIC_URL: `http://127.0.0.1:${port}` });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const cookie = await memberCookie(port, 'premium@example.com');
    for (const page of PAGES) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`http://127.0.0.1:${port}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: page.member ? { Cookie: cookie } : undefined,
          disableStorageReset: false,
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${page.path}`);
        if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(page.path))
          throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl} (logged out?)`);
        results.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          failing: Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
            )
            .map((a) => a.id),
        });
      }
      const m = (k) => median(results.map((r) => r[k]));
      const perf = m('performance');
      const a11y = m('accessibility');
      const met = perf >= page.target.performance && a11y >= page.target.accessibility;
      console.log(
        `lighthouse ${page.path.padEnd(12)} performance ${String(perf).padStart(3)} accessibility ${String(a11y).padStart(3)}  LCP ${m('lcp').toFixed(0)} ms  CLS ${m('cls').toFixed(3)}  TBT ${m('tbt').toFixed(0)} ms  target ≥ ${page.target.performance}/${page.target.accessibility} ${met ? 'met' : 'MISSED'}${results[0].failing.length ? `  (a11y audits failing: ${[...new Set(results.flatMap((r) => r.failing))].join(', ')})` : ''}`,
      );
    }
    await homeOnThisMachine(port, chrome.port, cookie, runs);
  } finally {
    await chrome.kill();
    await ours.stop();
  }
}

/**
 * The home's LCP for a logged-in member on this machine (issue 13 point 3: under 1.5 s): Lighthouse's
 * desktop screen with no simulated slowdown of the network or the CPU (`throttlingMethod: 'provided'`),
 * the median of `runs`.
 */
async function homeOnThisMachine(port, chromePort, cookie, runs) {
  const config = {
    extends: 'lighthouse:default',
    settings: { ...desktopConfig.settings, throttlingMethod: 'provided', onlyCategories: ['performance'] },
  };
  const lcps = [];
  const scores = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(
      `http://127.0.0.1:${port}/`,
      { port: chromePort, output: 'json', logLevel: 'error', extraHeaders: { Cookie: cookie } },
      config,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse gave no result for / on this machine');
    lcps.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
    scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
  }
  const lcp = median(lcps);
  console.log(
    `lighthouse / (desktop, no slowdown) LCP ${lcp.toFixed(0)} ms (runs ${lcps.map((v) => v.toFixed(0)).join(', ')})  performance ${median(scores)}  target LCP < 1500 ms ${lcp < 1500 ? 'met' : 'MISSED'}`,
  );
}
