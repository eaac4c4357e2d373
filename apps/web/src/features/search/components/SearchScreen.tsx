import { useEffect } from 'react';
import { useDocumentTitle } from '../../../core/document-title.js';
import { useTranslation } from '../../../i18n/react.js';
import { Page } from '../../../ui/Page.js';
import { useRecentSearches } from '../hooks/use-recent-searches.js';
import { useSearchQuery } from '../hooks/use-search-query.js';
import { SearchBox } from './SearchBox.js';
import { SearchHome } from './SearchHome.js';
import { SearchResults } from './SearchResults.js';
import styles from './SearchScreen.module.css';

/**
 * The search screen (spec §2 /search): the keyword field on top; without a keyword the search home
 * (today's lives, the chart, liked and news VODs), with one the results. Every keyword searched is
 * remembered among the recent searches of this device.
 */
export function SearchScreen() {
  const { t } = useTranslation('search');
  const { keyword, sort, search, setSort } = useSearchQuery();
  const { add } = useRecentSearches();
  useDocumentTitle(keyword ? t('documentTitle', { keyword }) : undefined);

  useEffect(() => {
    if (keyword) add(keyword);
  }, [keyword, add]);

  return (
    <>
      <div className={styles.hero}>
        <Page>
          <div className={styles.heroInner}>
            <h1 className={styles.title}>{t('title')}</h1>
            <p className={styles.lead}>{t('lead')}</p>
            <SearchBox value={keyword} onSearch={search} />
          </div>
        </Page>
      </div>
      <Page>
        <div className={styles.body}>
          {keyword ? <SearchResults keyword={keyword} sort={sort} onSort={setSort} /> : <SearchHome />}
        </div>
      </Page>
    </>
  );
}
