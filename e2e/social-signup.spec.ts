import { openAccountMenu, readMailedCode, uniqueNickname } from './support/accounts.js';
import { callApi } from './support/api.js';
import { expect, test } from './support/fixtures.js';

/**
 * Social sign-up through the local OAuth 2 server standing in for Kakao (scripts/oauth-stand-in.mjs):
 * its /authorize sends the browser straight back to /oauth, and every sign-in there is a new Kakao
 * member (kakao-e2e-<n>, sns.e2e+<n>@example.com).
 */
test.describe('social sign-up', () => {
  test('signs up with Kakao: terms, the Kakao e-mail code, details, complete', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/intro');
    await page
      .getByRole('list', { name: 'ソーシャルアカウントでログイン' })
      .getByRole('link', { name: 'Kakaoでログイン' })
      .click();

    // /oauth exchanged the code: a new Kakao member is handed to the social sign-up
    await expect(page).toHaveURL(/\/account\/signup\?sns=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SNSアカウントで会員登録');
    const terms = page.getByTestId('terms-form');
    await terms.getByLabel(/すべてに同意する/).check();
    await terms.getByRole('button', { name: '次へ' }).click();

    await expect(page).toHaveURL(/\/account\/signup\/sns_account/);
    await expect(page.getByTestId('sns-provider')).toHaveText('Kakaoで登録中');
    const send = page.getByTestId('send-code-form');
    const emailField = send.getByLabel(/^メールアドレス/);
    await expect(emailField).toHaveValue(/^sns\.e2e\+\d+@example\.com$/);
    const kakaoEmail = await emailField.inputValue();
    const since = Date.now();
    await send.getByRole('button', { name: '認証コードを送信' }).click();
    const verify = page.getByTestId('verify-code-form');
    await expect(verify.getByRole('status')).toContainText(kakaoEmail);
    const code = await readMailedCode(kakaoEmail, since);
    await verify.getByLabel(/^認証コード/).fill(code);
    await verify.getByRole('button', { name: '認証する' }).click();

    await expect(page).toHaveURL(/\/account\/signup\/sns_detail/);
    const detail = page.getByTestId('detail-form');
    const nickname = uniqueNickname();
    await detail.getByLabel(/^氏名/).fill('カカオ 次郎');
    await detail.getByLabel(/^生年月日/).fill('19980704');
    await detail.getByLabel(/^性別/).selectOption('none');
    await detail.getByLabel(/^電話番号/).fill('08033334444');
    await detail.getByLabel(/^ニックネーム/).fill(nickname);
    await detail.getByRole('button', { name: '重複確認' }).click();
    await expect(detail.getByTestId('nickname-available')).toBeVisible();
    await detail.getByRole('button', { name: '登録する' }).click();

    await expect(page).toHaveURL(/\/account\/signup\/sns_complete/);
    await expect(page.getByTestId('complete-nickname')).toHaveText(nickname);

    // logged in: the public header offers home and logout, the member header the account menu
    await expect(page.getByRole('banner').getByRole('link', { name: 'ログアウト' })).toBeVisible();
    await page.getByTestId('signup-complete').getByRole('link', { name: 'ホームへ' }).click();
    await expect(page).not.toHaveURL(/\/(intro|account)/);
    await openAccountMenu(page);
    await expect(page.getByText(nickname, { exact: true })).toBeVisible();

    const user = await callApi(page.request, 'session.get');
    expect(user).toMatchObject({ sns: 'sn', snsProvider: 'kakao', email: kakaoEmail, nickname });
  });
});
