import { LOCALES, type Locale } from '@kickoff/contract';
import { useId } from 'react';
import { currentLocale, setLanguage } from '../i18n/index.js';
import { useTranslation } from '../i18n/react.js';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../ui/icons.js';
import { usePopover } from '../ui/use-popover.js';
import styles from './LanguageSwitcher.module.css';

interface LanguageSwitcherProps {
  /** `menu`: a compact globe button opening a list (header); `inline`: three buttons side by side (footer, drawer). */
  variant?: 'menu' | 'inline';
}

/** Japanese, Korean, English; each language is named in itself. The choice is remembered (setLanguage). */
export function LanguageSwitcher({ variant = 'menu' }: LanguageSwitcherProps) {
  return variant === 'menu' ? <LanguageMenu /> : <LanguageButtons />;
}

function useLanguage() {
  // useTranslation re-renders on every language change, so `active` stays current
  const { t } = useTranslation('common');
  const active: Locale = currentLocale();
  return { t, active };
}

function LanguageButtons() {
  const { t, active } = useLanguage();
  return (
    <fieldset className={styles.inline}>
      <legend className="visually-hidden">{t('language.label')}</legend>
      {LOCALES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className={styles.segment}
          aria-pressed={lang === active}
          onClick={() => void setLanguage(lang)}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </fieldset>
  );
}

function LanguageMenu() {
  const { t, active } = useLanguage();
  const { open, toggle, close, rootRef, triggerRef } = usePopover();
  const listId = useId();
  return (
    <div className={styles.menu} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('language.label')}: ${active.toUpperCase()} (${t(`language.${active}`)})`}
        onClick={toggle}
      >
        <GlobeIcon size={18} />
        <span className={styles.code}>{active.toUpperCase()}</span>
        <ChevronDownIcon size={14} className={styles.chevron} />
      </button>
      {open && (
        <ul id={listId} className={styles.list}>
          {LOCALES.map((lang) => (
            <li key={lang}>
              <button
                type="button"
                lang={lang}
                className={styles.option}
                aria-pressed={lang === active}
                onClick={() => {
                  void setLanguage(lang);
                  close();
                  triggerRef.current?.focus();
                }}
              >
                <span>{t(`language.${lang}`)}</span>
                {lang === active && <CheckIcon size={16} className={styles.check} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
