import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { alertsKeys } from './alerts-keys.js';
import type { AlertPage } from './use-alerts.js';

/**
 * PUT /alerts/{id}/read. The alert shows as read at once in every cached list, with the server's
 * unread count once it answers; ALERT_NOT_FOUND (deleted meanwhile) simply refetches.
 */
export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('alerts.read', { params: { id } }),
    onMutate: (id) => {
      const now = new Date().toISOString();
      queryClient.setQueriesData<AlertPage>({ queryKey: alertsKeys.lists() }, (page) => {
        if (!page) return page;
        const target = page.list.find((alert) => alert.id === id);
        if (!target || target.readAt) return page;
        return {
          ...page,
          unread: Math.max(0, page.unread - 1),
          list: page.list.map((alert) => (alert.id === id ? { ...alert, readAt: now } : alert)),
        };
      });
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueriesData<AlertPage>({ queryKey: alertsKeys.lists() }, (page) =>
        page ? { ...page, unread } : page,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: alertsKeys.lists() }),
  });
}
