import type { FaqCategory } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { helpKeys } from './help-keys.js';

/** GET /faq/category: the category tabs of the FAQ. */
export function useFaqCategories() {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.faqCategories(lang),
    queryFn: ({ signal }) => api<FaqCategory[]>('/faq/category', { signal }),
    staleTime: 5 * 60_000,
  });
}
