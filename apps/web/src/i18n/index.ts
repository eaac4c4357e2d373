import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@kickoff/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown>;

/**
 * Every `locales/<lang>/<namespace>.json`: Japanese is the source and the fallback. Most are bundled with
 * the app; the namespaces of LAZY_NAMESPACES come with the screens that use them (their route loads them
 * with `loadNamespace` before it renders), so the first load does not carry them.
 */
const files = import.meta.glob<{ default: Messages }>(['./locales/*/*.json', '!./locales/*/billing.json'], {
  eager: true,
});
const lazyFiles = import.meta.glob<{ default: Messages }>('./locales/*/billing.json');

/** The namespaces loaded on demand (`loadNamespace`), not with the app. */
export const LAZY_NAMESPACES = ['billing'] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

function localeFileOf(path: string): { lang: string; ns: string } | null {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  return match ? { lang: match[1]!, ns: match[2]! } : null;
}

export const resources: Record<string, Record<string, Messages>> = {};
for (const [path, mod] of Object.entries(files)) {
  const file = localeFileOf(path);
  if (!file) continue;
  resources[file.lang] ??= {};
  resources[file.lang]![file.ns] = mod.default;
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

const loading = new Map<LazyNamespace, Promise<void>>();

/**
 * Loads a namespace of LAZY_NAMESPACES in every language (so switching the language later needs no
 * wait), once; a route awaits it in its `lazy` before its screen renders. A failed load is tried again
 * by the next call (the route shows its error, a reload fixes it).
 */
export function loadNamespace(ns: LazyNamespace): Promise<void> {
  let pending = loading.get(ns);
  if (!pending) {
    const entries = Object.entries(lazyFiles).flatMap(([path, load]) => {
      const file = localeFileOf(path);
      return file?.ns === ns ? [{ lang: file.lang, load }] : [];
    });
    pending = Promise.all(
      entries.map(async ({ lang, load }) => {
        i18n.addResourceBundle(lang, ns, (await load()).default, true, true);
      }),
    ).then(
      () => undefined,
      (error: unknown) => {
        loading.delete(ns);
        throw error;
      },
    );
    loading.set(ns, pending);
  }
  return pending;
}
