import { sessionKeys } from '../../../core/session-keys.js';

/**
 * Query keys of the my page's own reads. The inquiries are the member's own text (no language), so
 * the page number is the whole key. The pass held sits under the session keys, so anything that clears
 * the member's data (logout, a 401) clears it too.
 */
export const mypageKeys = {
  all: ['mypage'] as const,
  qna: (pageNo: number) => [...mypageKeys.all, 'qna', pageNo] as const,
  voucher: () => [...sessionKeys.all, 'voucher'] as const,
};
