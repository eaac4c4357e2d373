import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { helpKeys } from './help-keys.js';

/** GET /notice/detail: one notice with its images, files and the ids of its neighbours. */
export function useNoticeDetail(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.noticeDetail(lang, id),
    queryFn: ({ signal }) => call('notice.detail', { query: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
