import { Outlet } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { HubLayout } from '../../../ui/HubLayout.js';
import type { TabItem } from '../../../ui/index.js';

/** The three news screens of spec §2 (/news: post, standinglist, playerlist) under one title and tab bar. */
export function NewsHub() {
  const { t } = useTranslation('news');
  const items: TabItem[] = (['post', 'standinglist', 'playerlist'] as const).map((key) => ({
    key,
    label: t(`tabs.${key}`),
    to: `/news/${key}`,
  }));
  return (
    <HubLayout
      title={t('hub.title')}
      subtitle={t('hub.subtitle')}
      tabs={items}
      tabsLabel={t('hub.tabsLabel')}
      tone="info"
    >
      <Outlet />
    </HubLayout>
  );
}
