import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { type FaqListParams, helpKeys } from './help-keys.js';

/** GET /faq/list: one page of questions with their answers. */
export function useFaqList(params: FaqListParams) {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.faqList(lang, params),
    queryFn: ({ signal }) => call('faq.list', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}
