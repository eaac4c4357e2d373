import type { EventDetail } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { helpKeys } from './help-keys.js';

/** GET /events/detail: one event, with its winners once they are announced. */
export function useEventDetail(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.eventDetail(lang, id),
    queryFn: ({ signal }) => api<EventDetail>('/events/detail', { query: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
