import type { EndpointData } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { alertsKeys } from './alerts-keys.js';

/** The answer of GET /alerts: newest first, with the count of unread ones. */
export type AlertPage = EndpointData<'alerts.list'>;

/** How often the alerts are asked for while the tab is visible (issue 4: in-app notice without push). */
export const ALERT_POLL_MS = 60_000;

/**
 * GET /alerts (first page): polled every minute while the tab is visible (the interval pauses in a
 * background tab) and once more when the member comes back to it.
 */
export function useAlerts(pageItem = 10) {
  const lang = useLanguage();
  return useQuery({
    queryKey: alertsKeys.list(lang, pageItem),
    queryFn: ({ signal }) => call('alerts.list', { query: { pageNo: 1, pageItem }, signal }),
    refetchInterval: ALERT_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}
