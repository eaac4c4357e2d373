import { charCount } from '@kickoff/contract';
import { type ClipboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { CloseIcon, SearchIcon } from '../../../ui/icons.js';
import { useRecentSearches } from '../hooks/use-recent-searches.js';
import { clampKeyword, KEYWORD_MAX, type KeywordNotice, keywordOf, nextKeywordInput } from '../keyword.js';
import { RecentSearches } from './RecentSearches.js';
import styles from './SearchBox.module.css';

/** What the field shows, and the keyword of the URL it started from. */
interface Draft {
  from: string;
  text: string;
  notice: KeywordNotice;
}

export interface SearchBoxProps {
  /** The keyword of the URL (`?q=`): the field follows it on back, forward and reload. */
  value: string;
  /** Called with the trimmed keyword on Enter, the search button or a recent search; '' for none. */
  onSearch: (keyword: string) => void;
}

/**
 * The keyword field of /search: at most 30 characters (spec §5) with a live "12/30" counter. A 31st
 * typed character is refused and pasted text is cut to 30, each with a message saying so. Under the
 * empty field: the recent searches of this device.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const recent = useRecentSearches();
  const [draft, setDraft] = useState<Draft>({ from: value, text: value, notice: null });
  // the URL's keyword changed (back/forward, a recent search): show it
  if (draft.from !== value) setDraft({ from: value, text: value, notice: null });
  const { text, notice } = draft.from === value ? draft : { text: value, notice: null };
  const count = charCount(text);

  const setText = (next: string, nextNotice: KeywordNotice) =>
    setDraft({ from: value, text: next, notice: nextNotice });

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // a one-line field drops line breaks, as the browser would
    const pasted = event.clipboardData.getData('text').replace(/[\r\n]+/g, '');
    const el = event.currentTarget;
    const start = el.selectionStart ?? text.length;
    const end = el.selectionEnd ?? text.length;
    const next = text.slice(0, start) + pasted + text.slice(end);
    if (charCount(next) <= KEYWORD_MAX) return;
    event.preventDefault();
    setText(clampKeyword(next), 'cut');
  };

  const submit = (keyword: string) => {
    const kw = keywordOf(keyword);
    setText(kw, null);
    onSearch(kw);
  };

  const noticeId = `${id}-notice`;
  const counterId = `${id}-counter`;
  return (
    <div className={styles.box}>
      <search aria-label={t('box.label')}>
        <form
          className={cx(styles.form, notice && styles.warn)}
          onSubmit={(event) => {
            event.preventDefault();
            submit(text);
          }}
        >
          <label htmlFor={id} className="visually-hidden">
            {t('box.label')}
          </label>
          <span className={styles.icon} aria-hidden="true">
            <SearchIcon size={22} />
          </span>
          <input
            ref={input}
            id={id}
            type="search"
            name="q"
            className={styles.input}
            value={text}
            placeholder={t('box.placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={notice ? `${counterId} ${noticeId}` : counterId}
            aria-invalid={notice ? true : undefined}
            data-testid="search-input"
            onPaste={onPaste}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={(event) => {
              composing.current = false;
              const committed = event.currentTarget.value;
              if (charCount(committed) > KEYWORD_MAX) setText(clampKeyword(committed), 'limit');
            }}
            onChange={(event) => {
              const next = event.currentTarget.value;
              // an IME word being composed is checked once it is committed
              if (composing.current) setText(next, notice);
              else {
                const result = nextKeywordInput(text, next);
                setText(result.text, result.notice);
              }
            }}
          />
          <span
            id={counterId}
            className={cx(styles.counter, count >= KEYWORD_MAX && styles.full)}
            data-testid="search-counter"
          >
            <span aria-hidden="true">
              {count}/{KEYWORD_MAX}
            </span>
            <span className="visually-hidden">{t('box.counter', { count, max: KEYWORD_MAX })}</span>
          </span>
          {text !== '' ? (
            <button
              type="button"
              className={styles.clear}
              aria-label={t('box.clear')}
              onClick={() => {
                setText('', null);
                input.current?.focus();
              }}
            >
              <CloseIcon size={16} />
            </button>
          ) : null}
          <button type="submit" className={styles.submit}>
            <SearchIcon size={16} />
            <span>{t('box.submit')}</span>
          </button>
        </form>
      </search>
      {notice ? (
        <p id={noticeId} role="alert" className={styles.notice} data-testid="search-keyword-notice">
          {t(notice === 'cut' ? 'box.cut' : 'box.limit', { max: KEYWORD_MAX })}
        </p>
      ) : null}
      {text === '' && recent.list.length > 0 ? (
        <RecentSearches list={recent.list} onPick={submit} onRemove={recent.remove} onClear={recent.clear} />
      ) : null}
    </div>
  );
}
