import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { mypageKeys } from './mypage-keys.js';

/** GET /qna/list: the member's inquiries (1:1 and partnership), newest first, 10 a page, with answers. */
export function useQnaList(pageNo: number) {
  return useQuery({
    queryKey: mypageKeys.qna(pageNo),
    queryFn: ({ signal }) => call('qna.list', { query: { pageNo }, signal }),
    placeholderData: keepPreviousData,
  });
}
