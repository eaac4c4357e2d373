import type { Origin, Page, VodItem } from '@kickoff/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { programKeys } from './program-keys.js';

/** The answer of GET /origin/{id}/list (contract `originListResponse`): a page of episodes and the programme. */
export type OriginList = Page<VodItem> & { origin: Origin };

/** GET /origin/{id}/list: one page of a programme's episodes, newest first. */
export function useOriginList(id: number, pageNo: number, pageItem: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: programKeys.list('origin', id, pageNo, pageItem, lang),
    queryFn: ({ signal }) => api<OriginList>(`/origin/${id}/list`, { query: { pageNo, pageItem }, signal }),
    placeholderData: keepPreviousData,
  });
}
