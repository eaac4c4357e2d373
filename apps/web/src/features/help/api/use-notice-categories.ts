import type { NoticeCategory } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { helpKeys } from './help-keys.js';

/** GET /notice/category: the category filter of the notice board. */
export function useNoticeCategories() {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.noticeCategories(lang),
    queryFn: ({ signal }) => api<NoticeCategory[]>('/notice/category', { signal }),
    staleTime: 5 * 60_000,
  });
}
