import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { programKeys } from './program-keys.js';

/** GET /theme/{id}/list: one page of a theme's VODs, in the editors' order. */
export function useThemeList(id: number, pageNo: number, pageItem: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: programKeys.list('theme', id, pageNo, pageItem, lang),
    queryFn: ({ signal }) => call('theme.list', { params: { id }, query: { pageNo, pageItem }, signal }),
    placeholderData: keepPreviousData,
  });
}
