import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Page } from '../../../app/Page.js';
import { PageHeader, type TabItem, Tabs } from '../../../ui/index.js';
import styles from './MypageLayout.module.css';

/**
 * The my page sections of spec §2 that exist: overview, favourites, inquiries. The pass section comes
 * with the billing screens; until then it has no tab (no tab leads to a page that is not there).
 */
const TABS = [
  { key: 'home', to: '/mypage', end: true },
  { key: 'favorite', to: '/mypage/favorite' },
  { key: 'qna', to: '/mypage/qna' },
] as const;

/** /mypage/*: the title band and the section tabs around each my page screen. */
export function MypageLayout() {
  const { t } = useTranslation('mypage');
  const items: TabItem[] = TABS.map((tab) => ({
    key: tab.key,
    label: t(`tabs.${tab.key}`),
    to: tab.to,
    end: 'end' in tab ? tab.end : undefined,
  }));
  return (
    <>
      <div className={styles.hero}>
        <Page className={styles.heroInner}>
          <PageHeader title={t('title')} subtitle={t('subtitle')} className={styles.header}>
            <Tabs items={items} ariaLabel={t('tabsLabel')} className={styles.tabs} />
          </PageHeader>
        </Page>
      </div>
      <Page className={styles.content}>
        <Outlet />
      </Page>
    </>
  );
}
