import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@kickoff/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Every `locales/<lang>/<namespace>.json`, bundled: Japanese is the source and the fallback. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  resources[lang] ??= {};
  resources[lang][ns] = mod.default;
}
export const namespaces = Object.keys(resources[DEFAULT_LOCALE] ?? {});

export const LANGUAGE_STORAGE_KEY = 'kickoff.lang';

function storedLanguage(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage can be unavailable (private mode); fall back to the default
  }
  return DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function applyLanguage(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** Switches the interface language and remembers the choice. */
export async function setLanguage(lang: Locale): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // not remembered, but still switched
  }
  await i18n.changeLanguage(lang);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
