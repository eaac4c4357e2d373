import type { ChatMessage } from '@kickoff/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { ChevronDownIcon, EyeIcon } from '../../../ui/icons.js';
import { ChatMessageItem, type ReportReason } from './ChatMessageItem.js';
import styles from './ChatMessages.module.css';

/** Within this of the bottom counts as "at the newest": new messages keep the list there. */
const STICK_PX = 48;

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  ownUserId: number | null;
  /** Messages held back until the video reaches them. */
  held: number;
  blurred: boolean;
  onUnblur: () => void;
  onShowAll: () => void;
  onReport: (message: ChatMessage, reason: ReportReason) => void;
}

/**
 * The messages, a `role="log"` region announced politely: mounted with the room's history already in
 * it, so only what arrives afterwards is read out. At the bottom it follows new messages; scrolled up,
 * it stays put and a "N newer messages" button jumps to the newest. Messages held back for the video
 * are counted under the list.
 */
export function ChatMessageList({
  messages,
  ownUserId,
  held,
  blurred,
  onUnblur,
  onShowAll,
  onReport,
}: ChatMessageListProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [lastSeenId, setLastSeenId] = useState<string | null>(messages.at(-1)?.id ?? null);
  const lastId = messages.at(-1)?.id ?? null;

  // follow the newest while at the bottom (before paint: no jump)
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || lastId === null) return;
    if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
      setLastSeenId(lastId);
    }
  }, [lastId]);

  const seenIndex = lastSeenId === null ? -1 : messages.findIndex((m) => m.id === lastSeenId);
  const newer = seenIndex < 0 ? 0 : messages.length - 1 - seenIndex;

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_PX;
    if (atBottom.current && lastId !== lastSeenId) setLastSeenId(lastId);
  };

  const jump = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = true;
    el.scrollTop = el.scrollHeight;
    setLastSeenId(lastId);
  };

  return (
    <div className={styles.frame}>
      <div ref={scroller} className={styles.scroller} onScroll={onScroll} data-testid="chat-scroller">
        {messages.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
        <ol
          className={cx(styles.list, blurred && styles.blurred)}
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label={t('log')}
          aria-hidden={blurred || undefined}
          data-testid="chat-log"
        >
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              own={ownUserId !== null && message.userId === ownUserId}
              onReport={onReport}
            />
          ))}
        </ol>
      </div>
      {blurred && messages.length > 0 && (
        <div className={styles.blurCover}>
          <EyeIcon size={22} />
          <p>{t('blurred.text')}</p>
          <button type="button" className={styles.pill} onClick={onUnblur}>
            {t('blurred.show')}
          </button>
        </div>
      )}
      <div className={styles.hints}>
        {newer > 0 && !blurred && (
          <button type="button" className={styles.pill} onClick={jump} data-testid="chat-newer">
            <ChevronDownIcon size={16} />
            {t('newer', { count: newer })}
          </button>
        )}
        {held > 0 && (
          <p className={styles.held} data-testid="chat-held">
            <span>{t('held', { count: held })}</span>
            <button type="button" className={styles.linkButton} onClick={onShowAll}>
              {t('showAll')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
