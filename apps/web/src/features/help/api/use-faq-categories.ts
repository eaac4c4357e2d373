import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { helpKeys } from './help-keys.js';

/** GET /faq/category: the category tabs of the FAQ. */
export function useFaqCategories() {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.faqCategories(lang),
    queryFn: ({ signal }) => call('faq.categories', { signal }),
    staleTime: 5 * 60_000,
  });
}
