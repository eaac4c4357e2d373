import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { helpKeys } from './help-keys.js';

/** GET /events/detail: one event, with its winners once they are announced. */
export function useEventDetail(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.eventDetail(lang, id),
    queryFn: ({ signal }) => call('events.detail', { query: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
