import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '@kickoff/contract';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { callApi } from './api.js';

/**
 * Shared steps of the account journeys: the mail stand-in (scripts/mail-stand-in.mjs), unique members,
 * the login card of /intro, logging out through the menu, and a cross-worker lock for the shared demo
 * members (a second login of the same member ends the first one's session: spec §4 single session).
 */

/** Every demo member's password (apps/server/src/demo/accounts.ts). */
export const DEMO_PASSWORD = 'Passw0rd!';
/** The password of the members the journeys sign up. */
export const NEW_PASSWORD = 'Kick0ffE2e!';
export const SESSION_COOKIE = 'kickoff_sid';

const MAIL_API = `http://127.0.0.1:${process.env.MAIL_STAND_IN_HTTP_PORT ?? '8384'}`;

const random = (length: number) =>
  Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join(
    '',
  );

/** A fresh sign-up address (the mail stand-in accepts any). */
export function uniqueEmail(tag: string): string {
  return `e2e+${tag}-${Date.now()}-${random(6)}@example.com`;
}

/** A fresh nickname: LIMITS.nickname.max letters and digits (spec §5: 3–10, letters or digits). */
export function uniqueNickname(): string {
  const stamp = `e${Date.now().toString(36).slice(-5)}`;
  return `${stamp}${random(LIMITS.nickname.max - stamp.length)}`;
}

/** A verification code standing alone in a mail's text. */
const CODE_IN_TEXT = new RegExp(`(?<!\\d)(\\d{${LIMITS.emailCode.digits}})(?!\\d)`);

interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  date: string;
}

/**
 * The code (LIMITS.emailCode.digits digits) of the newest mail to `email` received at or after `since`
 * (epoch ms), polled until it arrives (the server sends through the SMTP stand-in). `subject` picks
 * one kind of mail (the purchase code right after the sign-up code, say).
 */
export async function readMailedCode(email: string, since: number, subject?: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(email)}`);
        const messages = (await response.json()) as MailMessage[];
        const fresh = messages.find(
          (m) => Date.parse(m.date) >= since - 1_000 && (!subject || subject.test(m.subject)),
        );
        code = fresh?.text.match(CODE_IN_TEXT)?.[1];
        return code ?? null;
      },
      { message: `a code mailed to ${email}`, timeout: 15_000, intervals: [200, 300, 500] },
    )
    .not.toBeNull();
  return code as string;
}

/** The login card of /intro. */
export function loginCard(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByRole('button', { name: 'ログイン', exact: true }) });
}

export interface LoginOptions {
  password?: string;
  autoLogin?: boolean;
  /** Open this first (default /intro); null to stay on the /intro already shown. */
  from?: string | null;
}

/** Logs in with the login card of /intro (does not wait for where it lands). */
export async function loginWithCard(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, autoLogin = false, from = '/intro' }: LoginOptions = {},
): Promise<void> {
  if (from !== null) await page.goto(from);
  const card = loginCard(page);
  await card.getByLabel('メールアドレス', { exact: true }).fill(email);
  await card.getByLabel('パスワード', { exact: true }).fill(password);
  const auto = card.getByLabel('自動ログイン');
  if (autoLogin) await auto.check();
  else await auto.uncheck();
  await card.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/** Logged in: the login screen is left and the session answers. */
export async function expectLeftIntro(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/intro(\?|$)/);
}

/** The session cookie of the context. */
export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
}

/** Whether the page shows the mobile member header (hamburger) rather than the desktop one. */
async function isMobileHeader(page: Page): Promise<boolean> {
  const hamburger = page.getByRole('button', { name: 'メニューを開く' });
  await expect(hamburger.or(page.getByRole('button', { name: 'アカウントメニュー' }))).toBeVisible();
  return hamburger.isVisible();
}

/**
 * Opens the member menu: the mobile drawer (answers true) or the desktop account menu (false). That it
 * opens also says the app runs (a drawn page's buttons do nothing before).
 */
export async function openMemberMenu(page: Page): Promise<boolean> {
  if (await isMobileHeader(page)) {
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await expect(page.getByRole('dialog', { name: 'メインメニュー' })).toBeVisible();
    return true;
  }
  await openAccountMenu(page);
  return false;
}

/** Opens the member menu (desktop account menu or the mobile drawer) and follows one of its entries. */
export async function followMemberMenu(page: Page, entry: string): Promise<void> {
  if (await openMemberMenu(page)) {
    await page.getByRole('dialog', { name: 'メインメニュー' }).getByRole('link', { name: entry }).click();
  } else {
    await page.getByRole('link', { name: entry, exact: true }).click();
  }
}

/** Opens the desktop account menu. */
export async function openAccountMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'アカウントメニュー' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** Logs out through the member menu (→ /intro). */
export async function logoutViaMenu(page: Page): Promise<void> {
  await followMemberMenu(page, 'ログアウト');
  await expect(page).toHaveURL(/\/intro$/);
  await expect(loginCard(page)).toBeVisible();
}

export interface NewMember {
  email: string;
  password: string;
  nickname: string;
}

/**
 * Signs a fresh member up through the API (spec §7): POST /emailCodes, the mailed code, POST
 * /emailCodes/verify, POST /validation/nickname, POST /accounts.
 */
export async function signUpViaApi(request: APIRequestContext, tag: string): Promise<NewMember> {
  const email = uniqueEmail(tag);
  const nickname = uniqueNickname();
  const since = Date.now();
  const emailCodeId = await callApi(request, 'codes.sendEmail', { body: { email, purpose: 'signup' } });
  const code = await readMailedCode(email, since);
  await callApi(request, 'codes.verifyEmail', { body: { emailCodeId, code } });
  const { checkToken } = await callApi(request, 'account.checkNickname', { body: { nickname } });
  await callApi(request, 'account.signup', {
    body: {
      agreements: { terms: true, privacy: true, paid: true, marketing: false },
      name: '試験 花子',
      birthDate: '19950505',
      gender: 'female',
      phone: '09099990000',
      nickname,
      nicknameCheckToken: checkToken,
      emailCodeId,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    },
  });
  return { email, password: NEW_PASSWORD, nickname };
}

// ── a lock per shared demo member, across workers and projects ──────────────────────────

const LOCK_DIR = join(tmpdir(), 'kickoff-e2e-locks');
/**
 * A lock whose worker is gone was left by a killed worker. Age alone is no sign: a journey may hold a
 * member for minutes on a loaded machine (a stolen lock logs the member in twice: SESSION_REPLACED).
 */
const STALE_MS = 15 * 60_000;
function holderGone(file: string): boolean {
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return Date.now() - statSync(file).mtimeMs > STALE_MS;
    process.kill(pid, 0);
    return Date.now() - statSync(file).mtimeMs > STALE_MS;
  } catch (error) {
    // ESRCH: no such process; ENOENT: released meanwhile (then nothing to remove)
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
const held = new Set<string>();

/**
 * Waits until no other worker holds `key`, then holds it until releaseMemberLocks() (call it in
 * afterEach). The demo members are shared: the same journey of the desktop and the mobile project may
 * run at once, and the second login would end the first one's session.
 */
export async function lockMember(key: string, timeoutMs = 180_000): Promise<void> {
  mkdirSync(LOCK_DIR, { recursive: true });
  const file = join(LOCK_DIR, key.replace(/[^\w.@-]/g, '_'));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (holderGone(file)) rmSync(file, { force: true });
      if (Date.now() > deadline) throw new Error(`the demo member ${key} stayed busy`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export function releaseMemberLocks(): void {
  for (const file of held) rmSync(file, { force: true });
  held.clear();
}
