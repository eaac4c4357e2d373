import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HubLayout } from '../../../ui/HubLayout.js';
import type { TabItem } from '../../../ui/index.js';

/** The my page sections of spec §2: overview, favourites, my passes, inquiries. */
const TABS = [
  { key: 'home', to: '/mypage', end: true },
  { key: 'favorite', to: '/mypage/favorite' },
  { key: 'purchase', to: '/mypage/purchase' },
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
    <HubLayout title={t('title')} subtitle={t('subtitle')} tabs={items} tabsLabel={t('tabsLabel')}>
      <Outlet />
    </HubLayout>
  );
}
