import { type ChatMessage, formatTime } from '@kickoff/contract';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { MegaphoneIcon, MoreIcon } from '../../../ui/icons.js';
import { usePopover } from '../../../ui/use-popover.js';
import styles from './ChatMessages.module.css';

export type ReportReason = 'spam' | 'abuse' | 'spoiler' | 'other';

interface ChatMessageItemProps {
  message: ChatMessage;
  own: boolean;
  /** Report the message and hide its writer (POST /chat/blacklist); absent for own messages and notices. */
  onReport?: (message: ChatMessage, reason: ReportReason) => void;
}

/**
 * One message: time (Tokyo), nickname, text — always as text, never as markup. The member's own are
 * marked, operator notices stand apart, and others' messages have a small menu to report or hide the writer.
 */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  own,
  onReport,
}: ChatMessageItemProps) {
  const { t } = useTranslation('chat');
  const time = (
    <time className={styles.time} dateTime={message.at}>
      {formatTime(message.at)}
    </time>
  );
  if (message.kind === 'notice') {
    return (
      <li className={cx(styles.item, styles.notice)} data-testid="chat-message" data-kind="notice">
        <span className={styles.noticeHead}>
          <MegaphoneIcon size={15} />
          <span className={styles.noticeLabel}>{t('notice')}</span>
          {time}
        </span>
        <span className={styles.text}>{message.text}</span>
      </li>
    );
  }
  const nickname = message.nickname ?? t('member');
  return (
    <li
      className={cx(styles.item, own && styles.own)}
      data-testid="chat-message"
      data-kind={message.kind}
      data-own={own || undefined}
    >
      <p className={styles.line}>
        {time}
        <span className={styles.nick}>{nickname}</span>
        {own && <span className={styles.tag}>{t('you')}</span>}
        {message.kind === 'staff' && <span className={cx(styles.tag, styles.staffTag)}>{t('staff')}</span>}
        <span className={styles.text}>{message.text}</span>
      </p>
      {onReport && !own && message.userId !== null && (
        <MessageMenu nickname={nickname} onPick={(reason) => onReport(message, reason)} />
      )}
    </li>
  );
});

function MessageMenu({ nickname, onPick }: { nickname: string; onPick: (reason: ReportReason) => void }) {
  const { t } = useTranslation('chat');
  const { open, toggle, close, rootRef, triggerRef } = usePopover();
  const pick = (reason: ReportReason) => {
    close();
    onPick(reason);
  };
  return (
    <div className={styles.menuRoot} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.menuButton}
        aria-label={t('menu.open', { nickname })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={toggle}
        data-testid="chat-message-menu"
      >
        <MoreIcon size={16} />
      </button>
      {open && (
        <div className={styles.menu} role="menu">
          {(['spam', 'abuse', 'spoiler'] as const).map((reason) => (
            <button
              key={reason}
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => pick(reason)}
            >
              {t(`menu.${reason}`)}
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            className={cx(styles.menuItem, styles.menuDanger)}
            onClick={() => pick('other')}
          >
            {t('menu.block')}
          </button>
        </div>
      )}
    </div>
  );
}
