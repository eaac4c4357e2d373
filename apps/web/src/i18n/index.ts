import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@kickoff/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown>;

/**
 * Every `locales/<lang>/<namespace>.json`: Japanese is the source and the fallback. A language's
 * namespaces come as one chunk, loaded before the app first renders (main.tsx awaits `i18nReady`) and
 * before a switch to another language, so a page carries the messages of its own language only
 * (issue 13). The namespaces of LAZY_NAMESPACES come with the screens that use them (their route loads
 * them with `loadNamespace` before it renders).
 */
const bundles: Record<Locale, () => Promise<Record<string, Messages>>> = {
  ja: async () => (await import('./bundle-ja.js')).messages as Record<string, Messages>,
  ko: async () => (await import('./bundle-ko.js')).messages as Record<string, Messages>,
  en: async () => (await import('./bundle-en.js')).messages as Record<string, Messages>,
};
const lazyFiles = import.meta.glob<{ default: Messages }>('./locales/*/billing.json');

/** The namespaces loaded on demand (`loadNamespace`), not with the app. */
export const LAZY_NAMESPACES = ['billing'] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

function localeFileOf(path: string): { lang: string; ns: string } | null {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  return match ? { lang: match[1]!, ns: match[2]! } : null;
}

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
  resources: {},
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ['common'],
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

const languages = new Map<Locale, Promise<void>>();

/**
 * Loads the bundled namespaces of one language, once (a failed load is tried again by the next call).
 * Tests load all three up front (test/setup.ts).
 */
export function loadLanguage(lang: Locale): Promise<void> {
  let pending = languages.get(lang);
  if (!pending) {
    pending = bundles[lang]().then(
      (files) => {
        for (const [path, messages] of Object.entries(files)) {
          const file = localeFileOf(path);
          if (file) i18n.addResourceBundle(lang, file.ns, messages, true, true);
        }
      },
      (error: unknown) => {
        languages.delete(lang);
        throw error;
      },
    );
    languages.set(lang, pending);
  }
  return pending;
}

/**
 * The first language's messages (the stored choice; Japanese by default). Never rejects: on a failed
 * load the app still starts, showing keys, and a reload tries again.
 */
export const i18nReady: Promise<void> = loadLanguage(currentLocale()).catch(() => undefined);

/** Switches the interface language, once its messages are loaded, and remembers the choice. */
export async function setLanguage(lang: Locale): Promise<void> {
  await loadLanguage(lang);
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
