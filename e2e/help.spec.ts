import { LIMITS } from '@kickoff/contract';
import { callApi } from './support/api.js';
import { expect, test } from './support/fixtures.js';

test.describe('public help', () => {
  test('loads with no Content-Security-Policy violation (zod runs without its eval probe)', async ({
    page,
  }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
          `${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`,
        ),
      );
    });
    for (const path of ['/intro', '/public/help/notice']) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
    }
    await page.locator('[data-testid^="notice-row-"]').first().waitFor();
    expect(violations).toEqual([]);
  });

  test('pages through notices, opens one and goes back @mobile', async ({ page }) => {
    await page.goto('/public/help/notice');
    const rows = page.locator('[data-testid^="notice-row-"]');
    await expect(rows.first()).toBeVisible();
    await expect(rows).toHaveCount(LIMITS.pagination.itemsPerPage);
    await page.getByRole('button', { name: '2ページ目' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(LIMITS.pagination.itemsPerPage);
    await rows.first().click();
    await expect(page).toHaveURL(/\/public\/help\/notice\/\d+/);
    await expect(
      page
        .getByRole('heading', { level: 1 })
        .or(page.getByRole('heading', { level: 2 }))
        .first(),
    ).toBeVisible();
  });

  test('downloads a notice file', async ({ page, request }) => {
    const notices = await callApi(request, 'notice.list', { query: { pageItem: 100 } });
    const withFile = notices.list.find((n) => n.hasFiles)!;
    const detail = await callApi(request, 'notice.detail', { query: { id: withFile.id } });
    const [file] = detail.files;
    if (!file) throw new Error(`notice ${withFile.id} lists files but its detail has none`);
    await page.goto(`/public/help/notice/${withFile.id}`);
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: new RegExp(file.name) })
      .first()
      .click();
    expect((await download).suggestedFilename()).toBe(file.name);
  });

  test('switches the interface to English and Korean', async ({ page }) => {
    await page.goto('/public/help/notice');
    await expect(page.locator('[data-testid^="notice-row-"]').first()).toBeVisible();
    await page
      .getByRole('button', { name: /言語|Language|언어/ })
      .first()
      .click();
    await page
      .getByRole('menuitemradio', { name: /English/ })
      .or(page.getByRole('button', { name: /English/ }))
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page
      .getByRole('button', { name: /言語|Language|언어/ })
      .first()
      .click();
    await page
      .getByRole('menuitemradio', { name: /한국어/ })
      .or(page.getByRole('button', { name: /한국어/ }))
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });

  test('sends a 1:1 inquiry after fixing validation errors', async ({ page }) => {
    await page.goto('/public/help/cs/contact');
    const form = page.getByTestId('inquiry-form');
    await form.getByRole('button', { name: '送信する' }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await form.getByLabel('お問い合わせの種類').selectOption('playback');
    await form.getByLabel('件名').fill('ライブが止まります');
    await form
      .getByLabel('お問い合わせ内容')
      .fill('ライブ配信が10秒ごとに止まります。Chrome を使っています。');
    await form.getByLabel('お名前').fill('山田 太郎');
    await form.getByLabel('メールアドレス').fill('yamada@example.com');
    await form.getByLabel(/個人情報の収集・利用に同意します/).check();
    await form.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByTestId('inquiry-success')).toBeVisible();
    await expect(page.getByTestId('inquiry-number')).toHaveText(/\d+/);
  });

  test('FAQ rows expand to their answer', async ({ page }) => {
    await page.goto('/public/help/cs');
    const row = page
      .locator('button[aria-expanded]', { has: page.locator('[data-testid^="faq-row-"]') })
      .first();
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-testid^="faq-answer-"]').first()).toBeVisible();
  });
});
