import {
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { i18n, pendingNamespaces } from './index.js';
import type { TFunction, TOptions, Translator } from './translator.js';

function subscribe(onChange: () => void): () => void {
  const listener = () => onChange();
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}
const languageNow = () => i18n.language;

export interface UseTranslation {
  /** Bound to the language of this render and the namespaces asked for (the first is the default). */
  t: TFunction;
  i18n: Translator;
}

/**
 * The messages of one or more namespaces in the interface language; re-renders when the language
 * changes. A namespace not loaded yet suspends the component until it is (a route normally loads its
 * screen's namespaces before it renders: this is the safety net).
 */
export function useTranslation(ns: string | readonly string[] = 'common'): UseTranslation {
  const language = useSyncExternalStore(subscribe, languageNow, languageNow);
  const key = typeof ns === 'string' ? ns : ns.join(',');
  const t = useMemo(() => i18n.getFixedT(language, key.split(',')), [language, key]);
  const pending = pendingNamespaces(key.split(','), language);
  if (pending) throw pending;
  return { t, i18n };
}

interface TransProps {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  /** The elements that `<name>…</name>` (or `<name/>`) in the message become, by name. */
  components: Record<string, ReactElement>;
}

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;

/** A message with markup: `"Welcome, <name>{{nickname}}</name>!"` with `components={{ name: <strong/> }}`. */
export function Trans({ t, i18nKey, values, components }: TransProps): ReactNode {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3]!;
    const element = components[name];
    parts.push(
      isValidElement(element) ? (
        cloneElement(element, { key: parts.length }, match[2])
      ) : (
        <Fragment key={parts.length}>{match[2] ?? ''}</Fragment>
      ),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
