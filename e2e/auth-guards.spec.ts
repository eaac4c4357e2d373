import {
  expectLeftIntro,
  lockMember,
  loginCard,
  loginWithCard,
  releaseMemberLocks,
  sessionCookie,
  signUpViaApi,
} from './support/accounts.js';
import { expect, test } from './support/fixtures.js';

/**
 * Spec §2 "Guards and redirects (web)" and the forced onboarding of §4. The status members are demo
 * members (apps/server/src/demo/accounts.ts) shared by the desktop and mobile runs: each test holds a
 * lock on its member, since a second login of the same member would end the first one's session. The
 * other logins use members signed up for the test (the chat journeys hold free@, basic@ and premium@).
 */

const STATUS_MEMBERS = [
  {
    status: 6,
    email: 'pwchange@example.com',
    landing: '/account/change_pwd',
    heading: 'パスワードの変更',
    text: 'セキュリティ保護のため、パスワードの変更をお願いしています。',
  },
  {
    status: 11,
    email: 'details@example.com',
    landing: '/account/update_detail',
    heading: '会員情報の登録',
    text: '氏名・生年月日・性別が未登録、または確認が必要な状態です。',
  },
  {
    status: 12,
    email: 'newemail@example.com',
    landing: '/account/update_email',
    heading: 'メールアドレスの変更',
    text: 'ご登録のメールアドレスを確認できないため、メールアドレスの再登録をお願いしています。',
  },
  {
    status: 21,
    email: 'dormant@example.com',
    landing: '/account/activate',
    heading: '休眠状態の解除',
    text: '1年以上ご利用がなかったため、アカウントが休眠状態になっています。',
  },
] as const;

const pathOf = (landing: string) => new RegExp(`${landing.replace(/\//g, '\\/')}$`);

test.describe('status redirects', () => {
  test.afterEach(() => releaseMemberLocks());

  for (const member of STATUS_MEMBERS) {
    test(`status ${member.status} lands on ${member.landing} and stays there @mobile`, async ({ page }) => {
      test.setTimeout(75_000);
      await lockMember(member.email);

      await loginWithCard(page, member.email);
      await expect(page).toHaveURL(pathOf(member.landing));
      await expect(page.getByRole('heading', { level: 1, name: member.heading })).toBeVisible();
      await expect(page.getByText(member.text)).toBeVisible();

      // a member page sends them back until the status is resolved
      await page.goto('/help/notice');
      await expect(page).toHaveURL(pathOf(member.landing));
      await expect(page.getByRole('heading', { level: 1, name: member.heading })).toBeVisible();

      if (member.status === 21) {
        // reactivation proves name and birth date: a wrong name is refused (the member stays dormant)
        const form = page.getByTestId('activate-form');
        await form.getByLabel(/^氏名/).fill('山田 太郎');
        await form.getByLabel(/^生年月日/).fill('19900817');
        await form.getByRole('button', { name: '休眠状態を解除する' }).click();
        await expect(form.getByTestId('form-alert')).toHaveText(
          '入力されたお名前または生年月日が、登録されている会員情報と一致しません。',
        );
        await expect(page).toHaveURL(pathOf(member.landing));
      }
    });
  }
});

test.describe('login guards', () => {
  test('member pages need a login; /help is public under /public/help', async ({ page }) => {
    await page.goto('/help/notice');
    await expect(page).toHaveURL(/\/intro$/);
    await expect(loginCard(page)).toBeVisible();
    await page.goto('/public/help/notice');
    await expect(page).toHaveURL(/\/public\/help\/notice$/);
    await expect(page.locator('[data-testid^="notice-row-"]').first()).toBeVisible();
  });

  test('a logged-out /schedule/0 keeps the target; the login goes there; a member on /intro goes home', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const member = await signUpViaApi(request, 'guards');
    await page.goto('/schedule/0');
    await expect(page).toHaveURL(/\/intro\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('re')).toBe('y');
    expect(query.get('tp')).toBe('schedule');
    expect(query.get('url')).toBe('/schedule/0');
    await expect(page.getByText('ご覧になるにはログインが必要です。')).toBeVisible();

    // the login goes to the kept target; /schedule has no screen yet, so from there it goes home
    await loginWithCard(page, member.email, { password: member.password, from: null });
    await expectLeftIntro(page);
    const landed = new URL(page.url());
    expect(landed.origin).toBe(new URL(baseURL!).origin);
    // without auto-login the session cookie ends with the browser
    expect((await sessionCookie(context))?.expires).toBe(-1);

    // a logged-in visit to /intro goes home
    await page.goto('/intro');
    await expectLeftIntro(page);
    await expect(page.getByRole('button', { name: 'アカウントメニュー' })).toBeVisible();
  });

  test('a return target inside the site is followed after login', async ({ page, request }) => {
    const member = await signUpViaApi(request, 'guards');
    await page.goto(`/intro?${new URLSearchParams({ re: 'y', tp: 'player', url: '/user' })}`);
    await loginWithCard(page, member.email, { password: member.password, from: null });
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByTestId('profile-overview')).toContainText(member.email);
  });

  test('a return target off the site is ignored', async ({ page, baseURL, request }) => {
    const member = await signUpViaApi(request, 'guards');
    await page.goto('/intro?re=y&tp=player&url=//evil.example');
    await expect(loginCard(page)).toBeVisible();
    // an unsafe target is not announced as one
    await expect(page.getByText('ご覧になるにはログインが必要です。')).toHaveCount(0);
    await loginWithCard(page, member.email, { password: member.password, from: null });
    await expectLeftIntro(page);
    const landed = new URL(page.url());
    expect(landed.origin).toBe(new URL(baseURL!).origin);
    expect(landed.hostname).toBe('127.0.0.1');
    expect(page.url()).not.toContain('evil.example');
  });
});
