/**
 * Query keys of the catalogue. Answers are in the member's language and carry scores (hidden or not),
 * so every key that holds names starts with the language, and changing the score setting invalidates
 * everything under `catalogueKeys.all` (see use-score-setting.ts).
 */
export const catalogueKeys = {
  /** Every catalogue answer: lists, schedules, searches, news — what the score setting touches. */
  all: ['catalogue'] as const,
  gameTypes: (lang: string) => [...catalogueKeys.all, 'game-types', lang] as const,
  top: (lang: string) => [...catalogueKeys.all, 'top', lang] as const,
  scoreSetting: () => ['score-setting'] as const,
};
