import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { programKeys } from './program-keys.js';

/** GET /origin/{id}/list: one page of a programme's episodes, newest first. */
export function useOriginList(id: number, pageNo: number, pageItem: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: programKeys.list('origin', id, pageNo, pageItem, lang),
    queryFn: ({ signal }) => call('origin.list', { params: { id }, query: { pageNo, pageItem }, signal }),
    placeholderData: keepPreviousData,
  });
}
