import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Page } from '../../../app/Page.js';
import { PageHeader, type TabItem, Tabs } from '../../../ui/index.js';
import styles from './NewsHub.module.css';

/** The three news screens of spec §2 (/news: post, standinglist, playerlist) under one title and tab bar. */
export function NewsHub() {
  const { t } = useTranslation('news');
  const items: TabItem[] = (['post', 'standinglist', 'playerlist'] as const).map((key) => ({
    key,
    label: t(`tabs.${key}`),
    to: `/news/${key}`,
  }));
  return (
    <>
      <div className={styles.hero}>
        <Page className={styles.heroInner}>
          <PageHeader title={t('hub.title')} subtitle={t('hub.subtitle')} className={styles.header}>
            <Tabs items={items} ariaLabel={t('hub.tabsLabel')} className={styles.tabs} />
          </PageHeader>
        </Page>
      </div>
      <Page className={styles.content}>
        <Outlet />
      </Page>
    </>
  );
}
