#!/usr/bin/env node
// The server the browser journeys run against: the built app, a fresh PGlite database with the demo
// content, listening on 127.0.0.1 only; beside it the local stand-ins for the parts we cannot reach:
// an SMTP server the journeys read codes from (scripts/mail-stand-in.mjs) and an OAuth 2 provider
// standing in for Kakao (scripts/oauth-stand-in.mjs). The demo's media is kept between runs in
// .e2e-media (MEDIA_DIR): the first run generates and encodes it in the background (short sources,
// MEDIA_DEMO_SECONDS), later runs find the ladders complete and take them as they are at once.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });
const mediaDir = join(root, '.e2e-media');
const port = process.env.PORT ?? '8181';
// the realtime socket beside it, away from a dev server's 3030
const realtimePort = process.env.REALTIME_PORT ?? '3191';
const smtpPort = process.env.MAIL_STAND_IN_SMTP_PORT ?? '2525';
const oauthPort = process.env.OAUTH_STAND_IN_PORT ?? '8383';
const oauthBase = `http://127.0.0.1:${oauthPort}`;

const children = ['mail-stand-in', 'oauth-stand-in'].map((name) => {
  const child = spawn(process.execPath, [join(root, `scripts/${name}.mjs`)], {
    stdio: 'inherit',
    env: process.env,
  });
  // a stand-in that dies (its port taken by another run) would fail every journey that needs it, one
  // by one: stop the whole server at once instead, saying why
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `e2e: ${name} stopped (${signal ?? `exit ${code}`}) — is its port in use by another run? ` +
        'Give this run its own MAIL_STAND_IN_SMTP_PORT, MAIL_STAND_IN_HTTP_PORT and OAUTH_STAND_IN_PORT.',
    );
    failed = true;
    server.kill('SIGTERM');
  });
  return child;
});
let stopping = false;
let failed = false;
// node with tsx's loader (not the tsx CLI, whose signal relay SIGKILLs a busy server: scripts/start.mjs)
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
    REALTIME_PORT: realtimePort,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    MEDIA_DIR: process.env.MEDIA_DIR ?? mediaDir,
    // 24 s: long enough for continue watching (positions under 10 s are not offered) and a preview of 30 s
    // is the whole video
    MEDIA_DEMO_SECONDS: process.env.MEDIA_DEMO_SECONDS ?? '24',
    // every journey logs in from 127.0.0.1: the per-IP limits (20 logins a minute) would throttle the suite;
    // the per-account lock still applies, and the limits themselves are covered by the integration tests
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    // the journeys check what the server draws: under two browsers' load a member's first home took over
    // the default 1.5 s once in 279 journeys, and the member got the app's shell (as designed)
    PRERENDER_WAIT_MS: '8000',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OAUTH_KAKAO_CLIENT_ID: 'kickoff-e2e',
    OAUTH_KAKAO_CLIENT_SECRET: 'kickoff-e2e-secret',
    OAUTH_KAKAO_AUTHORIZE_URL: `${oauthBase}/authorize`,
    OAUTH_KAKAO_TOKEN_URL: `${oauthBase}/token`,
    OAUTH_KAKAO_USERINFO_URL: `${oauthBase}/userinfo`,
  },
});
children.push(server);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const child of children) child.kill(signal);
  });
}
server.on('exit', (code) => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(failed ? 1 : (code ?? 0));
});
