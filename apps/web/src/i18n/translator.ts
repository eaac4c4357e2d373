/**
 * The app's message lookup (issue 13: i18next and react-i18next were ~13 KiB of brotli in every first
 * load for what the app uses of them, which is this). What it does, as i18next did for these files:
 * - keys `ns:path.to.key`, or `path.to.key` in the namespaces a `t` is bound to, tried in order;
 *   a path segment may itself hold dots (validation.json's flat `email.sameAsCurrent`);
 * - the language, then Japanese (the fallback);
 * - `count` picks the plural form `key_<Intl.PluralRules category>` and falls back to `key`;
 * - `{{name}}` is replaced by the option of that name (no escaping: React escapes); a placeholder with no
 *   value is left as it is;
 * - a key found nowhere gives `defaultValue` when one is passed, else the key itself.
 */
export type Messages = { readonly [key: string]: string | Messages };

export interface TOptions {
  /** A number picks the plural form; a formatted string (`1,234`) only fills `{{count}}`. */
  count?: number | string;
  defaultValue?: string;
  ns?: string | readonly string[];
  lng?: string;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type Listener = (language: string) => void;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const NS_KEY = /^([a-z][\w-]*):(.+)$/;

export class Translator {
  readonly options: { readonly fallbackLng: readonly string[] };
  private current: string;
  private readonly data = new Map<string, Map<string, Messages>>();
  private readonly listeners = new Set<Listener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(language: string, fallbackLanguage: string) {
    this.current = language;
    this.options = { fallbackLng: [fallbackLanguage] };
  }

  get language(): string {
    return this.current;
  }

  /** Same as `language` (every language offered is supported as it is). */
  get resolvedLanguage(): string {
    return this.current;
  }

  async changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.current) {
      this.current = language;
      for (const listener of [...this.listeners]) listener(language);
    }
    return this.getFixedT(language);
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  addResourceBundle(language: string, ns: string, messages: Messages): void {
    const namespaces = this.data.get(language) ?? new Map<string, Messages>();
    namespaces.set(ns, messages);
    this.data.set(language, namespaces);
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.data.get(language)?.has(ns) ?? false;
  }

  getResourceBundle(language: string, ns: string): Messages | undefined {
    return this.data.get(language)?.get(ns);
  }

  getDataByLanguage(language: string): Record<string, Messages> | undefined {
    const namespaces = this.data.get(language);
    return namespaces && Object.fromEntries(namespaces);
  }

  getResource(language: string, ns: string, key: string): string | Messages | undefined {
    const bundle = this.getResourceBundle(language, ns);
    return bundle && find(bundle, key.split('.'));
  }

  /** `t` in the current language and the default namespace (`common`). */
  t: TFunction = (key, options) => this.translate(key, options, undefined, ['common']);

  /**
   * A `t` bound to a language (null: the current one, when called) and namespaces (the first is the
   * default; the others are looked in after it).
   */
  getFixedT(language?: string | null, ns?: string | readonly string[] | null): TFunction {
    const namespaces = ns == null ? ['common'] : typeof ns === 'string' ? [ns] : [...ns];
    return (key, options) => this.translate(key, options, language ?? undefined, namespaces);
  }

  private translate(
    key: string,
    options: TOptions | undefined,
    fixedLanguage: string | undefined,
    boundNamespaces: readonly string[],
  ): string {
    const split = NS_KEY.exec(key);
    const path = split ? split[2]! : key;
    const optionNs = options?.ns;
    const namespaces = split
      ? [split[1]!]
      : optionNs === undefined
        ? boundNamespaces
        : typeof optionNs === 'string'
          ? [optionNs]
          : optionNs;
    const language = options?.lng ?? fixedLanguage ?? this.current;
    const languages =
      language === this.options.fallbackLng[0] ? [language] : [language, ...this.options.fallbackLng];
    const count = options?.count;
    for (const ns of namespaces) {
      for (const lang of languages) {
        const bundle = this.getResourceBundle(lang, ns);
        if (!bundle) continue;
        const text = lookup(bundle, path, typeof count === 'number' ? this.pluralOf(lang, count) : undefined);
        if (text !== undefined) return interpolate(text, options);
      }
    }
    return options?.defaultValue === undefined ? path : interpolate(options.defaultValue, options);
  }

  private pluralOf(language: string, count: number): string {
    const rules = this.pluralRules.get(language) ?? new Intl.PluralRules(language);
    this.pluralRules.set(language, rules);
    return rules.select(count);
  }
}

/** The text at `path` (a plural form first when `plural` is given), or undefined. */
function lookup(bundle: Messages, path: string, plural: string | undefined): string | undefined {
  const parts = path.split('.');
  if (plural !== undefined) {
    const last = parts.length - 1;
    const text = find(bundle, [...parts.slice(0, last), `${parts[last]}_${plural}`]);
    if (typeof text === 'string') return text;
  }
  const text = find(bundle, parts);
  return typeof text === 'string' ? text : undefined;
}

/** Walks `parts`, letting a key hold dots: the longest key present at each level is tried first. */
function find(node: Messages, parts: readonly string[]): string | Messages | undefined {
  for (let n = parts.length; n >= 1; n--) {
    const key = n === 1 ? parts[0]! : parts.slice(0, n).join('.');
    if (!Object.hasOwn(node, key)) continue;
    const value = node[key]!;
    if (n === parts.length) return value;
    if (typeof value === 'object') {
      const found = find(value, parts.slice(n));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}
