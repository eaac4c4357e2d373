import type { NoticeSummary, Page } from '@kickoff/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { helpKeys, type NoticeListParams } from './help-keys.js';

/** GET /notice/list: one page of notices; the previous page stays on screen while the next one loads. */
export function useNoticeList(params: NoticeListParams) {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.noticeList(lang, params),
    queryFn: ({ signal }) => api<Page<NoticeSummary>>('/notice/list', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}
