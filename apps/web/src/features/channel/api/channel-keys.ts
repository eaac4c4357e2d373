import { catalogueKeys } from '../../catalogue/index.js';

/** Query keys of the channel screens: under the catalogue's, with the language (names are translated). */
export const channelKeys = {
  all: [...catalogueKeys.all, 'channel'] as const,
  list: (lang: string) => [...channelKeys.all, 'list', lang] as const,
  day: (date: string, lang: string) => [...channelKeys.all, 'program', date, lang] as const,
};
