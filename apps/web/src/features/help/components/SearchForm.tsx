import { LIMITS } from '@kickoff/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { CloseIcon, SearchIcon } from '../../../ui/icons.js';
import styles from './SearchForm.module.css';

interface SearchFormProps {
  /** The keyword in the URL; the field follows it (back/forward). */
  value: string;
  onSearch: (keyword: string) => void;
  /** Accessible name of the search landmark and field. */
  label: string;
  placeholder: string;
}

/** A keyword search of at most 30 characters (spec §5); an empty search clears the filter. */
export function SearchForm({ value, onSearch, label, placeholder }: SearchFormProps) {
  const { t } = useTranslation('help');
  const id = useId();
  const [draft, setDraft] = useState({ from: value, text: value });
  // the URL changed (back/forward, a category click): show its keyword
  const text = draft.from === value ? draft.text : value;
  if (draft.from !== value) setDraft({ from: value, text: value });

  return (
    <search className={styles.search} aria-label={label}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim().slice(0, LIMITS.searchKeywordMax));
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <span className={styles.icon} aria-hidden="true">
          <SearchIcon size={18} />
        </span>
        <input
          id={id}
          type="search"
          name="keyword"
          className={styles.input}
          value={text}
          maxLength={LIMITS.searchKeywordMax}
          placeholder={placeholder}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => setDraft({ from: value, text: event.target.value })}
        />
        {text !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('list.clearSearch')}
            onClick={() => {
              setDraft({ from: value, text: '' });
              if (value !== '') onSearch('');
            }}
          >
            <CloseIcon size={16} />
          </button>
        )}
        <button type="submit" className={styles.submit}>
          {t('list.search')}
        </button>
      </form>
    </search>
  );
}
