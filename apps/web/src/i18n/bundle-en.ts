/** Every namespace of `locales/en` bundled with the app, as one chunk loaded when en is the language (index.ts). */
export const messages = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./locales/en/*.json', '!./locales/en/billing.json'],
  { eager: true, import: 'default' },
);
