/** Every namespace of `locales/ko` bundled with the app, as one chunk loaded when ko is the language (index.ts). */
export const messages = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./locales/ko/*.json', '!./locales/ko/billing.json'],
  { eager: true, import: 'default' },
);
