import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { ButtonLink } from '../../../ui/ButtonLink.js';
import { SearchIcon } from '../../../ui/icons.js';
import { useTop } from '../../catalogue/index.js';
import styles from './NoResults.module.css';

/** Keywords that find something: the short names of the leagues (a league matches every video of it). */
function useSuggestions(): string[] {
  const top = useTop();
  const names = top.data?.gameTypes.flatMap((type) => type.leagues.map((league) => league.shortName)) ?? [];
  return [...new Set(names)].slice(0, 8);
}

/**
 * Nothing matched the keyword in teams, lives or VODs: what was searched, how to search otherwise,
 * and keywords that do find something.
 */
export function NoResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('search');
  const suggestions = useSuggestions();
  return (
    <section className={styles.none} aria-labelledby="search-none-title" data-testid="search-no-results">
      <div className={styles.icon} aria-hidden="true">
        <SearchIcon size={34} />
      </div>
      <h2 id="search-none-title" className={styles.title}>
        {t('none.title', { keyword })}
      </h2>
      <p className={styles.lead}>{t('none.lead')}</p>
      <ul className={styles.tips}>
        <li>{t('none.tipSpelling')}</li>
        <li>{t('none.tipShorter')}</li>
        <li>{t('none.tipCode')}</li>
      </ul>
      {suggestions.length > 0 ? (
        <div className={styles.suggest}>
          <h3 className={styles.suggestTitle}>{t('none.suggestions')}</h3>
          <ul className={styles.chips}>
            {suggestions.map((name) => (
              <li key={name}>
                <Link className={styles.chip} to={`/search?q=${encodeURIComponent(name)}`}>
                  <SearchIcon size={13} />
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ButtonLink to="/search" variant="secondary" size="sm">
        {t('none.back')}
      </ButtonLink>
    </section>
  );
}
