import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { helpKeys } from './help-keys.js';

/** GET /notice/category: the category filter of the notice board. */
export function useNoticeCategories() {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.noticeCategories(lang),
    queryFn: ({ signal }) => call('notice.categories', { signal }),
    staleTime: 5 * 60_000,
  });
}
