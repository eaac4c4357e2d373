import { test as base, expect, type Page } from '@playwright/test';

/** The layer popup of spec §2 (a notice or an image popup), told apart from other dialogs by its "don't show" box. */
export function layerPopup(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: /表示しない/ }) });
}

/**
 * The demo has layer popups on / and /intro (desktop only): whenever one covers the page, close it as a
 * member would, so journeys about something else are not blocked by it. Journeys about the popup itself
 * use @playwright/test's own `test`.
 */
export async function closeLayerPopups(page: Page): Promise<void> {
  await page.addLocatorHandler(layerPopup(page), async (popup) => {
    await popup.getByRole('button', { name: '閉じる' }).last().click();
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await closeLayerPopups(page);
    await use(page);
  },
});

export type { Page };
export { expect };
