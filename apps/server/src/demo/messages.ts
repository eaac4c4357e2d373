import { z } from 'zod';
import { contentFile, l10nSchema, readContent } from './content.js';
import type { L10n } from './help-text.js';

type Lang = keyof L10n;
const LANGS: Lang[] = ['ja', 'ko', 'en'];

/** What a placeholder is filled with: the same text in every language, or one per language. */
export type Value = string | number | L10n;

/** Each message of a file with the names of its placeholders. */
type Spec = Record<string, readonly string[]>;
type Vars<S extends Spec, K extends keyof S> = Record<S[K][number], Value>;
export type Messages<S extends Spec> = <K extends keyof S & string>(
  key: K,
  ...vars: S[K] extends readonly [] ? [] : [Vars<S, K>]
) => L10n;

const PLACEHOLDER = /\{(\w+)\}|[{}]/g;

/**
 * A JSON file of message templates, `{ "<key>": { "ja": …, "ko": …, "en": … } }`, with named placeholders
 * (`{home}`, `{score}`); `spec` lists the messages and the placeholders each one takes.
 */
export function messages<const S extends Spec>(path: string, spec: S): Messages<S> {
  const shape = Object.fromEntries(Object.keys(spec).map((key) => [key, l10nSchema]));
  return compileMessages(readContent(path, z.strictObject(shape)), spec, `demo content ${contentFile(path)}`);
}

/**
 * Templates checked against their spec before any is used: a message the spec doesn't list or a template
 * missing, a placeholder the spec doesn't name, a named one no language uses, or a brace that is not a
 * placeholder fails with `where` and the key; so does filling a placeholder without a value.
 */
export function compileMessages<const S extends Spec>(
  templates: Record<string, L10n>,
  spec: S,
  where: string,
): Messages<S> {
  const keys = new Set([...Object.keys(templates), ...Object.keys(spec)]);
  for (const key of keys) {
    const at = `${where} "${key}"`;
    const names = spec[key];
    const template = templates[key];
    if (!names || !template) throw new Error(`${at}: ${names ? 'no such message' : 'unknown message'}`);
    const used = new Set<string>();
    for (const lang of LANGS) {
      for (const [whole, name] of template[lang].matchAll(PLACEHOLDER)) {
        if (name === undefined) throw new Error(`${at}: "${whole}" is not a placeholder`);
        if (!names.includes(name)) throw new Error(`${at}: unknown placeholder {${name}} in ${lang}`);
        used.add(name);
      }
    }
    const missing = names.filter((name) => !used.has(name));
    if (missing.length) throw new Error(`${at}: no language uses {${missing.join('}, {')}}`);
  }
  return (key, ...[vars]) => {
    const values: Record<string, Value> = vars ?? {};
    const fill = (lang: Lang) =>
      templates[key]![lang].replace(PLACEHOLDER, (_, name: string) => {
        const value = values[name];
        if (value === undefined) throw new Error(`${where} "${key}": no value for {${name}}`);
        return typeof value === 'object' ? value[lang] : String(value);
      });
    return { ja: fill('ja'), ko: fill('ko'), en: fill('en') };
  };
}

/** Items joined, per language, with a separator that is itself a text. */
export const joinL10n = (items: L10n[], separator: L10n): L10n => {
  const join = (lang: Lang) => items.map((item) => item[lang]).join(separator[lang]);
  return { ja: join('ja'), ko: join('ko'), en: join('en') };
};
