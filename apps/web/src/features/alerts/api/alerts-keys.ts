/**
 * Query keys of the in-app alerts. Alert titles come in the member's language, so the keys hold it.
 * Not catalogue answers: a score switch does not refetch them.
 */
export const alertsKeys = {
  all: ['alerts'] as const,
  lists: () => [...alertsKeys.all, 'list'] as const,
  list: (lang: string, pageItem: number) => [...alertsKeys.lists(), lang, pageItem] as const,
  pushKey: () => [...alertsKeys.all, 'push-key'] as const,
};
