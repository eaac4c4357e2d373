/** Every namespace of `locales/ja` bundled with the app, as one chunk loaded when ja is the language (index.ts). */
export const messages = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./locales/ja/*.json', '!./locales/ja/billing.json'],
  { eager: true, import: 'default' },
);
