import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, errorCodeList, LOCALES } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, i18n, LAZY_NAMESPACES, loadLanguage, loadNamespaces } from './index.js';

/** Read straight from disk so a file the bundler glob would miss still counts. */
const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'locales');
type Json = Record<string, unknown>;

function readNamespace(lang: string, ns: string): Json {
  return JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${ns}.json`), 'utf8')) as Json;
}

function namespaceFiles(lang: string): string[] {
  return readdirSync(join(LOCALES_DIR, lang))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
function flatten(value: Json, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
      for (const [k, v] of flatten(child as Json, path)) out.set(k, v);
    } else {
      out.set(path, child);
    }
  }
  return out;
}

/** Plural forms differ by language (English has `_one`, Japanese and Korean only `_other`): compare the base key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
function keySet(flat: Map<string, unknown>): Set<string> {
  return new Set([...flat.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
}

const allNamespaces = [...new Set(LOCALES.flatMap(namespaceFiles))].sort();

describe('locale files', () => {
  it('every language has the same namespace files', () => {
    for (const lang of LOCALES) expect(namespaceFiles(lang), lang).toEqual(allNamespaces);
  });

  it('every namespace file is core (comes with its language) or loaded on demand', async () => {
    expect([...CORE_NAMESPACES, ...LAZY_NAMESPACES].sort()).toEqual(allNamespaces);
    for (const lang of LOCALES) {
      await loadLanguage(lang);
      for (const ns of CORE_NAMESPACES)
        expect(i18n.getResourceBundle(lang, ns), `${lang}/${ns}`).toEqual(readNamespace(lang, ns));
    }
  });

  it.each([...LAZY_NAMESPACES])('loads the %s namespace in every language on demand', async (ns) => {
    for (const lang of LOCALES) {
      await loadNamespaces([ns], lang);
      expect(i18n.getResourceBundle(lang, ns), lang).toEqual(readNamespace(lang, ns));
    }
  });

  describe.each(allNamespaces)('%s.json', (ns) => {
    // a file missing in one language is reported by the first test; compare the languages that have it
    const present = LOCALES.filter((lang) => existsSync(join(LOCALES_DIR, lang, `${ns}.json`)));
    const flat = Object.fromEntries(present.map((lang) => [lang, flatten(readNamespace(lang, ns))]));
    const source = flat[DEFAULT_LOCALE] ?? flat[present[0]!]!;

    it('has the same keys in ja, ko and en', () => {
      const sourceKeys = keySet(source);
      for (const lang of present) {
        const keys = keySet(flat[lang]!);
        const missing = [...sourceKeys].filter((key) => !keys.has(key));
        const extra = [...keys].filter((key) => !sourceKeys.has(key));
        expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
      }
    });

    it('has a non-empty text for every key', () => {
      for (const lang of present) {
        const empty = [...flat[lang]!]
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => k);
        expect({ lang, empty }).toEqual({ lang, empty: [] });
      }
    });

    it('uses the same {{placeholders}} in every language', () => {
      for (const [key, text] of source) {
        if (typeof text !== 'string' || PLURAL_SUFFIX.test(key)) continue;
        for (const lang of present) {
          const other = flat[lang]!.get(key);
          if (typeof other === 'string')
            expect(placeholders(other), `${lang} ${ns}:${key}`).toEqual(placeholders(text));
        }
      }
    });
  });
});

describe('errors namespace', () => {
  const clientCodes = ['NETWORK_ERROR', 'TIMEOUT', 'generic'];

  it.each([...LOCALES])('%s has a message for every API error code and the client codes', (lang) => {
    const errors = readNamespace(lang, 'errors');
    const missing = [...errorCodeList, ...clientCodes].filter((code) => typeof errors[code] !== 'string');
    expect(missing).toEqual([]);
  });
});

describe('i18n instance', () => {
  it('starts in Japanese and falls back to Japanese', () => {
    expect(i18n.language).toBe('ja');
    expect(i18n.options.fallbackLng).toEqual(['ja']);
  });
});
