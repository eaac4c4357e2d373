// Lighthouse (issue 13 point 3): mobile performance and accessibility of /intro (logged out) and of
// /, /schedule/0 and /channel (a logged-in member), on our server with the demo content, in Debian's
// Chromium (lighthouse 12.2.3: 13.x needs Node 22). Lighthouse's own mobile settings: a Moto G power
// screen, 4× CPU slowdown and a simulated slow 4G. Scores are Lighthouse's (0–100); LCP, CLS and TBT
// beside them. Each page runs `runs` times and the median score is reported (Lighthouse varies ±3).
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import WebSocket from 'ws';
import { median } from './lib.mjs';
import { memberCookie, root, seededDataDir, startOurs } from './server.mjs';

// With BENCH_BASELINE_WEB=<another web build> (apps/web/dist of another commit), the same pages run on a
// second server serving that build (a copy of the same seeded data), the two alternating run by run, so
// a change is measured against its baseline under the same load of this noisy host (BENCHMARKING.md).
// BENCH_LIGHTHOUSE_PAGES=/intro,/ picks pages; BENCH_LIGHTHOUSE_REPORTS=<dir> keeps every run's report.

const PAGES = [
  { path: '/intro', member: false, target: { performance: 95, accessibility: 100 } },
  { path: '/', member: true, target: { performance: 95, accessibility: 100 } },
  { path: '/schedule/0', member: true, target: { performance: 95, accessibility: 100 } },
  { path: '/channel', member: true, target: { performance: 95, accessibility: 100 } },
];

export async function benchLighthouse({ runs = 3 } = {}) {
  if (!existsSync(join(root, 'apps/web/dist/index.html')))
    throw new Error('lighthouse: the web app is not built: run `npm run build` first');
  const baselineWeb = process.env.BENCH_BASELINE_WEB;
  if (baselineWeb && !existsSync(join(baselineWeb, 'index.html')))
    throw new Error(`lighthouse: BENCH_BASELINE_WEB=${baselineWeb} holds no index.html`);
  const wanted = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const pages = PAGES.filter((page) => !wanted || wanted.includes(page.path));
  const port = 18_970;
  const dataDir = await seededDataDir(port);
  const servers = [{ name: 'ours', port, ...(await startServer(port, dataDir)) }];
  if (baselineWeb) {
    const copy = `${dataDir}-baseline`;
    cpSync(dataDir, copy, { recursive: true });
    servers.push({ name: 'baseline', port: port + 1, ...(await startServer(port + 1, copy, baselineWeb)) });
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const page of pages) {
      const results = new Map(servers.map((server) => [server.name, []]));
      for (let i = 0; i < runs; i++) {
        // alternate which build goes first, so neither always meets the warmer or the busier moment
        for (const server of i % 2 ? [...servers].reverse() : servers)
          results
            .get(server.name)
            .push(await measured(() => mobileRun(chrome.port, server, page), `${page.path} ${server.name}`));
      }
      for (const server of servers) {
        const list = results.get(server.name);
        const m = (k) => median(list.map((r) => r[k]));
        const perf = m('performance');
        const a11y = m('accessibility');
        const met = perf >= page.target.performance && a11y >= page.target.accessibility;
        const failing = [...new Set(list.flatMap((r) => r.failing))];
        console.log(
          `lighthouse ${page.path.padEnd(12)}${baselineWeb ? ` ${server.name.padEnd(8)}` : ''} performance ${String(perf).padStart(3)} (${list.map((r) => r.performance).join(', ')}) accessibility ${String(a11y).padStart(3)}  LCP ${m('lcp').toFixed(0)} ms  CLS ${m('cls').toFixed(3)}  TBT ${m('tbt').toFixed(0)} ms  target ≥ ${page.target.performance}/${page.target.accessibility} ${met ? 'met' : 'MISSED'}${failing.length ? `  (a11y audits failing: ${failing.join(', ')})` : ''}`,
        );
      }
    }
    if (!wanted || wanted.includes('/'))
      for (const server of servers)
        await homeOnThisMachine(server, chrome.port, runs, baselineWeb ? server.name : '');
  } finally {
    await chrome.kill();
    for (const server of servers) await server.stop();
  }
}

/** Our server on `port` (the web build of this checkout, or `webDist`), with a member's cookie. */
async function startServer(port, dataDir, webDist) {
  const server = await startOurs(port, dataDir, {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(webDist ? { WEB_DIST: webDist } : {}),
  });
  return { stop: () => server.stop(), cookie: await memberCookie(port, 'premium@example.com') };
}

/**
 * Makes the browser one a member logged in on (or one logged out): the session cookie in its cookie jar
 * and the app's logged_in marker in the origin's local storage, as a login leaves them; or neither.
 * A `Cookie` in Lighthouse's extraHeaders is not that: the page's own calls send the jar's cookies instead
 * as soon as the page writes one (the language cookie), and without the marker the app does not refresh the
 * session beside the first screen's code and data (spec §2's app root) as it does for a member.
 * Lighthouse's storage reset leaves cookies and local storage alone.
 */
async function browserOf(chromePort, port, cookie) {
  const version = await (await fetch(`http://127.0.0.1:${chromePort}/json/version`)).json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const mine = ++id;
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.id !== mine) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method, params, sessionId }));
    });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await send('Storage.clearCookies');
    // a page of the origin (its health answer) to write the origin's local storage from
    const { targetId } = await send('Target.createTarget', { url: `${origin}/healthz` });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const evaluate = async (expression) =>
      (await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)).result.value;
    // (no execution context while it is still navigating)
    const loaded = () => evaluate('location.origin + document.readyState').catch(() => null);
    for (let i = 0; (await loaded()) !== `${origin}complete`; i++) {
      if (i === 100) throw new Error(`${origin}/healthz did not load`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (cookie) {
      const eq = cookie.indexOf('=');
      await send('Storage.setCookies', {
        cookies: [
          {
            name: cookie.slice(0, eq),
            value: cookie.slice(eq + 1),
            url: `${origin}/`,
            httpOnly: true,
            sameSite: 'Lax',
          },
        ],
      });
      await evaluate("localStorage.setItem('logged_in', '1')");
    } else {
      await evaluate("localStorage.removeItem('logged_in')");
    }
    await send('Target.closeTarget', { targetId });
  } finally {
    socket.close();
  }
}

/**
 * `run()` (an answer carrying Lighthouse's `runtimeError`), again while Lighthouse could not measure the
 * page — a runtime error such as NO_FCP, "the page did not paint any content", which Lighthouse 12.2.3
 * on this Chromium now and then reports for a page that did — up to twice, rather than counted as a
 * score of 0; the third such run counts as it came.
 */
async function measured(run, what) {
  for (let attempt = 1; ; attempt++) {
    const answer = await run();
    if (!answer.runtimeError || attempt === 3) return answer;
    process.stderr.write(`  ${what}: ${answer.runtimeError.code}, run again\n`);
  }
}

/** One Lighthouse mobile run of a page: scores, LCP, CLS, TBT and the failing accessibility audits. */
async function mobileRun(chromePort, server, page) {
  await browserOf(chromePort, server.port, page.member ? server.cookie : null);
  const result = await lighthouse(`http://127.0.0.1:${server.port}${page.path}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: false,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${page.path}`);
  // BENCH_LIGHTHOUSE_REPORTS=<dir>: each run's whole report kept there (its long tasks, its requests…)
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${server.name}${page.path.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(join(reports, name), JSON.stringify(lhr));
  }
  // each run's metrics on stderr (the table gives the medians): what moved a score
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  process.stderr.write(
    `  ${page.path} ${server.name}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, SI ${ms('speed-index')} ms, TBT ${ms('total-blocking-time')} ms\n`,
  );
  if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(page.path))
    throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl} (logged out?)`);
  return {
    runtimeError: lhr.runtimeError,
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
  };
}

/**
 * The home's LCP for a logged-in member on this machine (issue 13 point 3: under 1.5 s): Lighthouse's
 * desktop screen with no simulated slowdown of the network or the CPU (`throttlingMethod: 'provided'`),
 * the median of `runs`.
 */
async function homeOnThisMachine({ port, cookie }, chromePort, runs, label) {
  const config = {
    extends: 'lighthouse:default',
    settings: { ...desktopConfig.settings, throttlingMethod: 'provided', onlyCategories: ['performance'] },
  };
  const lcps = [];
  const scores = [];
  const run = async () => {
    await browserOf(chromePort, port, cookie);
    const result = await lighthouse(
      `http://127.0.0.1:${port}/`,
      { port: chromePort, output: 'json', logLevel: 'error' },
      config,
    );
    if (!result?.lhr) throw new Error('lighthouse gave no result for / on this machine');
    return result.lhr;
  };
  for (let i = 0; i < runs; i++) {
    const lhr = await measured(run, `/ (desktop)${label ? ` ${label}` : ''}`);
    lcps.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
    scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
  }
  const lcp = median(lcps);
  console.log(
    `lighthouse / (desktop, no slowdown)${label ? ` ${label}` : ''} LCP ${lcp.toFixed(0)} ms (runs ${lcps.map((v) => v.toFixed(0)).join(', ')})  performance ${median(scores)}  target LCP < 1500 ms ${lcp < 1500 ? 'met' : 'MISSED'}`,
  );
}
