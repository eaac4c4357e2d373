import { catalogueKeys } from '../../catalogue/index.js';

/**
 * Query keys of the home and intro screens. Under `catalogueKeys.all`, so switching the score
 * setting refetches the home (its matches carry scores), and with the language (names are localised).
 */
export const homeKeys = {
  all: [...catalogueKeys.all, 'home'] as const,
  home: (lang: string) => [...homeKeys.all, 'web', lang] as const,
  continueWatching: (lang: string) => [...homeKeys.all, 'continue', lang] as const,
  intro: (lang: string) => [...homeKeys.all, 'intro', lang] as const,
  introFaq: (lang: string, category: string, limit: number) =>
    [...homeKeys.all, 'intro-faq', lang, category, limit] as const,
};
