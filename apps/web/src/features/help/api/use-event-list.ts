import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { type EventListParams, helpKeys } from './help-keys.js';

/** GET /events: all events, or only those whose winners are announced (`tab=winners`). */
export function useEventList(params: EventListParams) {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.eventList(lang, params),
    queryFn: ({ signal }) => call('events.list', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}
