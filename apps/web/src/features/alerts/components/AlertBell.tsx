import type { MemberAlert } from '@kickoff/contract';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { BellIcon } from '../../../ui/icons.js';
import { usePopover } from '../../../ui/use-popover.js';
import { useAlerts } from '../api/use-alerts.js';
import { useMarkAlertRead } from '../api/use-mark-alert-read.js';
import { useAlertToasts } from '../hooks/use-alert-toasts.js';
import { useWorkerMessages } from '../hooks/use-worker-messages.js';
import styles from './AlertBell.module.css';
import { AlertItem, alertTarget } from './AlertItem.js';

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
      >
        <BellIcon size={20} />
        {unread > 0 && (
          <span className={styles.badge} data-testid="alert-unread" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </button>
      {open && (
        <div id={listId} className={styles.panel} role="dialog" aria-label={t('bell.title')}>
          <div className={styles.head}>
            <span className={styles.heading}>{t('bell.title')}</span>
            <Link to="/mypage" className={styles.more} onClick={close}>
              {t('bell.settings')}
            </Link>
          </div>
          {alerts.isError && !page ? (
            <p className={styles.empty}>{t('bell.error')}</p>
          ) : !page ? (
            <p className={styles.empty}>{t('bell.loading')}</p>
          ) : page.list.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('bell.empty')}</p>
              <p>{t('bell.emptyHint')}</p>
            </div>
          ) : (
            <ul className={styles.list}>
              {page.list.map((alert) => (
                <li key={alert.id}>
                  <AlertItem alert={alert} fresh={fresh.has(alert.id)} onOpen={close} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
