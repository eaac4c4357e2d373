/** Query keys of the layer popups: per page path and language (titles and notices are localised). */
export const popupKeys = {
  all: ['popup'] as const,
  list: (path: string, lang: string) => [...popupKeys.all, 'list', path, lang] as const,
};
