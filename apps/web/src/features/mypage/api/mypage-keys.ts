/**
 * Query keys of the my page's own reads. The inquiries are the member's own text (no language), so
 * the page number is the whole key.
 */
export const mypageKeys = {
  all: ['mypage'] as const,
  qna: (pageNo: number) => [...mypageKeys.all, 'qna', pageNo] as const,
};
