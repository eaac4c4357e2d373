import { expectLeftIntro, loginCard, signUpViaApi } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';

/**
 * Issue 13 point 3: a logged-out visitor's /intro comes drawn by the server (apps/server/src/http/
 * prerender.ts, the web build's src/prerender.tsx), in their language, and the app takes it over
 * (hydrates) without drawing it again; what the visitor does before the app has run is not lost.
 */
test.describe('the server draws /intro', () => {
  test('arrives drawn, in the visitor’s language, and the app takes the page over as it is @mobile', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const ja = await (await visitor.get('/intro')).text();
    expect(ja).toContain('<html lang="ja"');
    expect(ja).toContain('<title>ログイン | KICKOFF</title>');
    expect(ja).toMatch(/<h2[^>]*>ログイン<\/h2>/);
    expect(ja).toContain('id="kickoff-prerender"');
    const en = await (await visitor.get('/intro', { headers: { cookie: 'kickoff_lang=en' } })).text();
    expect(en).toContain('<html lang="en"');
    expect(en).toMatch(/<h2[^>]*>Log in<\/h2>/);
    await visitor.dispose();

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // every node the app removes from the drawn page (a render from scratch would replace them all)
    await page.addInitScript(() => {
      const state = window as unknown as { removedNodes: number };
      state.removedNodes = 0;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root')!;
        new MutationObserver((records) => {
          for (const record of records) state.removedNodes += record.removedNodes.length;
        }).observe(root, { childList: true });
      });
    });
    await page.goto('/intro');
    const login = loginCard(page).getByRole('button', { name: 'ログイン', exact: true });
    await expect(login).toBeEnabled();
    await expect(page).toHaveTitle('ログイン | KICKOFF');
    expect(await page.evaluate(() => (window as unknown as { removedNodes: number }).removedNodes)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('what a visitor types before the app has run is kept, and logs them in @mobile', async ({
    page,
    request,
  }) => {
    const member = await signUpViaApi(request, 'prerender');
    // the app's code comes late: the visitor fills the server's form meanwhile
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/intro', { waitUntil: 'commit' });
    const card = loginCard(page);
    await card.getByLabel('メールアドレス', { exact: true }).fill(member.email);
    await card.getByLabel('パスワード', { exact: true }).fill(member.password);
    await card.getByLabel('自動ログイン').check();
    // the form cannot be sent before the app runs (it would go as a plain HTML form)
    await expect(card.getByRole('button', { name: 'ログイン', exact: true })).toBeDisabled();
    await card.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expectLeftIntro(page);
    await expect(page).toHaveURL(/\/$/);
    // the box ticked on the server's page counted: the session is kept across browser restarts
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'kickoff_sid');
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 86_400);
  });
});
