import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { homeKeys } from './home-keys.js';

/**
 * The questions of the intro's FAQ section: the section names a category by key (`faqCategory`), so
 * the category list (GET /faq/category) gives its id, then GET /faq/list its first `limit` questions.
 * An unknown key lists the first questions of every category.
 */
export function useIntroFaq(category: string, limit: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: homeKeys.introFaq(lang, category, limit),
    queryFn: async ({ signal }) => {
      const categories = await call('faq.categories', { signal });
      const categoryId = categories.find((c) => c.key === category)?.id;
      const page = await call('faq.list', {
        query: { categoryId, pageNo: 1, pageItem: limit },
        signal,
      });
      return page.list.slice(0, limit);
    },
    staleTime: 5 * 60_000,
  });
}
