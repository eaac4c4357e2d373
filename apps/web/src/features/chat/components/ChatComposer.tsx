import { charCount, LIMITS, validateChatText } from '@kickoff/contract';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { ClockIcon, SendIcon } from '../../../ui/icons.js';
import type { SendOutcome } from '../hooks/use-chat-room.js';
import { useSecondsLeft } from '../hooks/use-seconds-left.js';
import styles from './ChatPanel.module.css';

interface ChatComposerProps {
  forbiddenWords: readonly string[];
  send: (text: string) => Promise<SendOutcome>;
  /** A refusal that says the member's standing changed (muted, banned, rules, nickname, pass). */
  onStandingRefused: (outcome: Extract<SendOutcome, { ok: false }>) => void;
}

/** Codes answered with the standing rather than a line under the input. */
const STANDING_CODES = new Set([
  'CHAT_MUTED',
  'CHAT_BANNED',
  'CHAT_PASS_REQUIRED',
  'CHAT_RULES_NOT_AGREED',
  'CHAT_NICKNAME_REQUIRED',
]);

/**
 * The message input: 1–100 characters with a live counter, checked with the contract's chat rules
 * before it goes (links, forbidden words), the server's verdict shown under it. "Too many messages"
 * holds the send button for the server's `retryAt` with a visible countdown. Enter sends (not while an
 * IME is composing Japanese or Korean).
 */
export function ChatComposer({ forbiddenWords, send, onStandingRefused }: ChatComposerProps) {
  const { t } = useTranslation(['chat', 'validation', 'errors']);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const cooldown = useSecondsLeft(blockedUntil);
  const count = charCount(text.trim());
  const max = LIMITS.chat.maxLength;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || cooldown > 0) return;
    const checked = validateChatText(text, forbiddenWords);
    if (!checked.ok) {
      setError(t(`validation:${checked.error.key}`, checked.error.params ?? {}));
      return;
    }
    setSending(true);
    setError(null);
    const outcome = await send(text.trim());
    setSending(false);
    if (outcome.ok) {
      setText('');
      input.current?.focus();
      return;
    }
    if (outcome.code === 'CHAT_TOO_MANY_MESSAGES') {
      const until = outcome.retryAt ? Date.parse(outcome.retryAt) : Number.NaN;
      setBlockedUntil(Number.isFinite(until) ? until : Date.now() + LIMITS.chat.rateBlockSeconds * 1000);
    }
    if (STANDING_CODES.has(outcome.code)) onStandingRefused(outcome);
    setError(errorMessage({ code: outcome.code }, t));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && event.keyCode !== 229) {
      event.preventDefault();
      void submit();
    }
  };

  const over = count > max;
  const cooling = cooldown > 0;
  return (
    <form className={styles.composer} onSubmit={submit} noValidate data-testid="chat-composer">
      {cooling && (
        <p className={styles.cooldown} role="status" data-testid="chat-cooldown">
          <ClockIcon size={16} />
          <span>{t('cooldown', { seconds: cooldown })}</span>
          <span
            className={styles.cooldownBar}
            style={{ '--left': cooldown / LIMITS.chat.rateBlockSeconds } as React.CSSProperties}
            aria-hidden="true"
          />
        </p>
      )}
      <div className={cx(styles.inputRow, (error || over) && styles.invalid)}>
        <label htmlFor={id} className="visually-hidden">
          {t('input.label')}
        </label>
        <input
          ref={input}
          id={id}
          className={styles.input}
          value={text}
          placeholder={t('input.placeholder')}
          autoComplete="off"
          enterKeyHint="send"
          aria-invalid={error || over ? true : undefined}
          aria-describedby={`${id}-count ${id}-error`}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className={styles.send}
          disabled={sending || cooling || count === 0}
          aria-label={sending ? t('input.sending') : t('input.send')}
          data-testid="chat-send"
        >
          <SendIcon size={18} />
        </button>
      </div>
      <div className={styles.under}>
        <p id={`${id}-error`} className={styles.error} role="alert" data-testid="chat-error">
          {error}
        </p>
        <span id={`${id}-count`} className={cx(styles.counter, over && styles.counterOver)}>
          {t('input.counter', { count, max })}
        </span>
      </div>
    </form>
  );
}
