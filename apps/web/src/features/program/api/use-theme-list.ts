import type { Page, Theme, VodItem } from '@kickoff/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { programKeys } from './program-keys.js';

/** The answer of GET /theme/{id}/list (contract `themeListResponse`): a page of VODs and the theme. */
export type ThemeList = Page<VodItem> & { theme: Theme };

/** GET /theme/{id}/list: one page of a theme's VODs, in the editors' order. */
export function useThemeList(id: number, pageNo: number, pageItem: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: programKeys.list('theme', id, pageNo, pageItem, lang),
    queryFn: ({ signal }) => api<ThemeList>(`/theme/${id}/list`, { query: { pageNo, pageItem }, signal }),
    placeholderData: keepPreviousData,
  });
}
