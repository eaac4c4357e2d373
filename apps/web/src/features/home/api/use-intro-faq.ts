import type { FaqCategory, FaqItem, Page } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
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
      const categories = await api<FaqCategory[]>('/faq/category', { signal });
      const categoryId = categories.find((c) => c.key === category)?.id;
      const page = await api<Page<FaqItem>>('/faq/list', {
        query: { categoryId, pageNo: 1, pageItem: limit },
        signal,
      });
      return page.list.slice(0, limit);
    },
    staleTime: 5 * 60_000,
  });
}
