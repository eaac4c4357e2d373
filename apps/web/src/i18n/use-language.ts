import { useTranslation } from './react.js';

/** The interface language, for query keys: re-renders (and so refetches) when the member switches it. */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.language;
}
