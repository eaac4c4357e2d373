import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, LOCALES, type Locale } from '@kickoff/contract';
import { type Messages, Translator } from './translator.js';

/**
 * Every `locales/<lang>/<namespace>.json`: Japanese is the source and the fallback. A page carries the
 * messages of its own language only, and of the namespaces it shows (issue 13):
 * - CORE_NAMESPACES (the layouts, forms, errors) come as one chunk per language, loaded before the app
 *   first renders (main.tsx awaits `i18nReady`) and before a switch to another language;
 * - every other namespace is a chunk of its own per language, loaded by `loadNamespaces`: a route asks
 *   for its screen's namespaces in its `lazy`, beside the screen's code (routes/lazy-screen.ts), and
 *   `useTranslation` suspends on one that is still missing, so nothing ever shows a bare key.
 */
export const CORE_NAMESPACES = ['common', 'errors', 'validation', 'ui', 'auth', 'alerts', 'popup'] as const;

const coreBundles: Record<Locale, () => Promise<Record<string, unknown>>> = {
  ja: async () => (await import('./bundle-ja.js')).messages,
  ko: async () => (await import('./bundle-ko.js')).messages,
  en: async () => (await import('./bundle-en.js')).messages,
};
const screenFiles = import.meta.glob<Messages>(
  ['./locales/*/*.json', '!./locales/*/{common,errors,validation,ui,auth,alerts,popup}.json'],
  { import: 'default' },
);

function localeFileOf(path: string): { lang: string; ns: string } | null {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  return match ? { lang: match[1]!, ns: match[2]! } : null;
}

/** The namespaces loaded on demand, by language: `lazyLoaders.get('ja')?.get('home')`. */
const lazyLoaders = new Map<string, Map<string, () => Promise<Messages>>>();
for (const [path, load] of Object.entries(screenFiles)) {
  const file = localeFileOf(path);
  if (!file) continue;
  const byNs = lazyLoaders.get(file.lang) ?? new Map<string, () => Promise<Messages>>();
  byNs.set(file.ns, load);
  lazyLoaders.set(file.lang, byNs);
}

/** Every namespace loaded on demand (those of Japanese, the source). */
export const LAZY_NAMESPACES: readonly string[] = [...(lazyLoaders.get(DEFAULT_LOCALE)?.keys() ?? [])].sort();

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

export const i18n = new Translator(storedLanguage(), DEFAULT_LOCALE);

/** The page's `lang`, and the cookie (LANGUAGE_COOKIE) that tells the server the language it draws pages in. */
function applyLanguage(lang: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value (a language code); the Cookie Store API is asynchronous and not in every browser the app supports
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** Loads once per key; a failed load is forgotten, so the next call tries again. */
function once<K>(pending: Map<K, Promise<void>>, key: K, load: () => Promise<void>): Promise<void> {
  let promise = pending.get(key);
  if (!promise) {
    promise = load().catch((error: unknown) => {
      pending.delete(key);
      throw error;
    });
    pending.set(key, promise);
  }
  return promise;
}

const coreLoads = new Map<Locale, Promise<void>>();
const namespaceLoads = new Map<string, Promise<void>>();
/** The screen namespaces asked for so far: a switch of language brings them along. */
const wanted = new Set<string>();
/** Loads that failed and were not yet reported to a render (`pendingNamespaces`). */
const failures = new Map<string, unknown>();

/**
 * One language's messages: its core namespaces, and the screen namespaces asked for so far (so the
 * screen on show switches language without waiting). Tests load everything with `loadAllMessages`.
 */
export function loadLanguage(lang: Locale): Promise<void> {
  const core = once(coreLoads, lang, async () => {
    for (const [path, messages] of Object.entries(await coreBundles[lang]())) {
      const file = localeFileOf(path);
      if (file) i18n.addResourceBundle(lang, file.ns, messages as Messages);
    }
  });
  return Promise.all([core, loadNamespaces([...wanted], lang)]).then(() => undefined);
}

/**
 * The promise of namespaces of one language (the current one by default) being ready, or null when
 * they all are. Core namespaces count as ready (they came with the language).
 */
export function pendingNamespaces(
  namespaces: readonly string[],
  lang: string = i18n.language,
): Promise<void> | null {
  const missing = namespaces.filter(
    (ns) => !i18n.hasResourceBundle(lang, ns) && lazyLoaders.get(lang)?.has(ns),
  );
  if (missing.length === 0) return null;
  // a load that failed since the last render is thrown (the route's error panel offers a retry, which
  // loads it again) rather than tried again in a loop
  for (const ns of missing) {
    const error = failures.get(`${lang}/${ns}`);
    if (error !== undefined) {
      failures.delete(`${lang}/${ns}`);
      throw error;
    }
  }
  void loadNamespaces(missing, lang).catch(() => undefined);
  // the same promise object on every call (a suspended render throws it): the first missing one's load;
  // the render it wakes finds the others loaded or waits again
  return namespaceLoads.get(`${lang}/${missing[0]}`)!;
}

/** Loads screen namespaces (a core or unknown name is ignored) in one language, the current one by default. */
export function loadNamespaces(namespaces: readonly string[], lang: string = i18n.language): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const ns of namespaces) {
    const load = lazyLoaders.get(lang)?.get(ns);
    if (!load) continue;
    wanted.add(ns);
    loads.push(
      once(namespaceLoads, `${lang}/${ns}`, async () => {
        try {
          i18n.addResourceBundle(lang, ns, await load());
        } catch (error) {
          failures.set(`${lang}/${ns}`, error);
          throw error;
        }
      }),
    );
  }
  if (loads.length === 1) return loads[0]!;
  return Promise.all(loads).then(() => undefined);
}

/** Every language and every namespace (tests, which switch language at will). */
export async function loadAllMessages(): Promise<void> {
  await Promise.all(
    LOCALES.map((lang) => Promise.all([loadLanguage(lang), loadNamespaces(LAZY_NAMESPACES, lang)])),
  );
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
