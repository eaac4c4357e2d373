import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Journeys in Debian's Chromium against the built app on a fresh database (PGlite in .e2e-data,
 * demo content seeded on start). `npm run e2e` builds the web app first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../.tmp/e2e-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI's hosts of this kind differ up to threefold in speed: on the slowest so far (2026-11-29) a click
  // took 3–6 s beside the other worker. Time is not what the journeys check, so CI gives them twice the
  // time to fail (a passing step takes no longer for it).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 14_000 : 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      grep: /@mobile/,
    },
  ],
  // The journeys start once the demo media is ready, not when the server answers: on a fresh checkout the
  // server then encodes five ladders (~3–4 min on 2 cores), and a browser sharing the cores with ffmpeg
  // runs every page 4–6 times slower (axe over the home took 8 s instead of 1.4 s). Later runs find the
  // ladders in .e2e-media and start at once.
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    wait: { stdout: /KICKOFF: demo media (ready|unavailable)/ },
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(PORT) },
  },
});
