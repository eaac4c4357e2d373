import type { FaqItem, Page } from '@kickoff/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { type FaqListParams, helpKeys } from './help-keys.js';

/** GET /faq/list: one page of questions with their answers. */
export function useFaqList(params: FaqListParams) {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.faqList(lang, params),
    queryFn: ({ signal }) => api<Page<FaqItem>>('/faq/list', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}
