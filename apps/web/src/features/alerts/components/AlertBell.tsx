import type { MemberAlert } from '@kickoff/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { BellIcon } from '../../../ui/icons.js';
import { usePopover } from '../../../ui/use-popover.js';
import { alertTarget } from '../alert-target.js';
import { useAlerts } from '../api/use-alerts.js';
import { useMarkAlertRead } from '../api/use-mark-alert-read.js';
import { useAlertToasts } from '../hooks/use-alert-toasts.js';
import { useWorkerMessages } from '../hooks/use-worker-messages.js';
import styles from './AlertBell.module.css';

/** The opened list: its own chunk, fetched when the member points at or focuses the bell. */
const loadPanel = () => import('./AlertPanel.js');
const AlertPanel = lazy(loadPanel);

/** Unread counts above this show as "9+". */
const BADGE_MAX = 9;

/**
 * The member header's bell (issue 4: the in-app notice when a reserved match goes live). It polls
 * GET /alerts every minute while the tab is visible, toasts alerts that arrive meanwhile with a link
 * to the live, and shows the unread count. Opening it lists the latest alerts and marks them read.
 */
export function AlertBell() {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const alerts = useAlerts();
  const markRead = useMarkAlertRead();
  const { open, toggle, close, rootRef, triggerRef } = usePopover();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const listId = useId();
  useWorkerMessages();

  useAlertToasts(alerts.data, (alert: MemberAlert) => {
    const target = alertTarget(alert);
    return (
      <span className={styles.toast}>
        <span>{t('toast.liveStarted', { title: alert.title })}</span>
        {target && (
          <a
            href={target}
            className={styles.toastLink}
            onClick={(event) => {
              event.preventDefault();
              markRead.mutate(alert.id);
              navigate(target);
            }}
          >
            {t('toast.watch')}
          </a>
        )}
      </span>
    );
  });

  const page = alerts.data;
  const unread = page?.unread ?? 0;

  const onToggle = () => {
    if (!open && page) {
      const unreadIds = page.list.filter((alert) => alert.readAt === null).map((alert) => alert.id);
      setFresh(new Set(unreadIds));
      for (const id of unreadIds) markRead.mutate(id);
    }
    toggle();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        title={t('bell.label')}
        data-testid="alert-bell"
        onClick={onToggle}
        onPointerEnter={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <BellIcon size={20} />
        {unread > 0 && (
          <span className={styles.badge} data-testid="alert-unread" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AlertPanel id={listId} alerts={alerts} fresh={fresh} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
