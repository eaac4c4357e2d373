import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { helpKeys, type NoticeListParams } from './help-keys.js';

/** GET /notice/list: one page of notices; the previous page stays on screen while the next one loads. */
export function useNoticeList(params: NoticeListParams) {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.noticeList(lang, params),
    queryFn: ({ signal }) => call('notice.list', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}
