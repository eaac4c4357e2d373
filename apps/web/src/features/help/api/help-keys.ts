import type { TermsKind } from '@kickoff/contract';

export interface NoticeListParams {
  categoryId?: number;
  keyword?: string;
  pageNo: number;
}
export interface FaqListParams {
  categoryId?: number;
  keyword?: string;
  pageNo: number;
}
export interface EventListParams {
  tab: 'all' | 'winners';
  pageNo: number;
}

/**
 * Query keys of the help feature. The server answers in the member's language (Accept-Language), so
 * every key carries the language: switching language fetches the other copy instead of showing a stale one.
 */
export const helpKeys = {
  all: ['help'] as const,
  notices: () => [...helpKeys.all, 'notice'] as const,
  noticeCategories: (lang: string) => [...helpKeys.notices(), 'categories', lang] as const,
  noticeList: (lang: string, params: NoticeListParams) =>
    [...helpKeys.notices(), 'list', lang, params] as const,
  noticeDetail: (lang: string, id: number) => [...helpKeys.notices(), 'detail', lang, id] as const,
  events: () => [...helpKeys.all, 'event'] as const,
  eventList: (lang: string, params: EventListParams) => [...helpKeys.events(), 'list', lang, params] as const,
  eventDetail: (lang: string, id: number) => [...helpKeys.events(), 'detail', lang, id] as const,
  faqs: () => [...helpKeys.all, 'faq'] as const,
  faqCategories: (lang: string) => [...helpKeys.faqs(), 'categories', lang] as const,
  faqList: (lang: string, params: FaqListParams) => [...helpKeys.faqs(), 'list', lang, params] as const,
  terms: (lang: string, idOrKind: number | TermsKind) => [...helpKeys.all, 'terms', lang, idOrKind] as const,
};
