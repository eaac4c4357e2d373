import type { MemberAlert } from '@kickoff/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { useToast } from '../../../ui/index.js';
import type { AlertPage } from '../api/use-alerts.js';

/** How long an alert's toast stays (longer than a plain note: it carries a link to the live). */
export const ALERT_TOAST_MS = 12_000;

/**
 * Shows each alert that arrives while the app is open as a toast. The first answer only sets what is
 * already known (no burst of old alerts on page load); later answers toast the unread ones not seen.
 */
export function useAlertToasts(page: AlertPage | undefined, render: (alert: MemberAlert) => ReactNode) {
  const toast = useToast();
  const seen = useRef<Set<number> | null>(null);
  const renderRef = useRef(render);
  renderRef.current = render;

  useEffect(() => {
    if (!page) return;
    if (seen.current === null) {
      seen.current = new Set(page.list.map((alert) => alert.id));
      return;
    }
    const known = seen.current;
    const fresh = page.list.filter((alert) => !known.has(alert.id) && alert.readAt === null);
    for (const alert of page.list) known.add(alert.id);
    // oldest first, so the newest ends up at the bottom, nearest the eye
    for (const alert of fresh.reverse()) toast.info(renderRef.current(alert), { duration: ALERT_TOAST_MS });
  }, [page, toast]);
}
