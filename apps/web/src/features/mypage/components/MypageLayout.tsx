import { Outlet } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { HubLayout, type HubSection, hubTabs } from '../../../ui/HubLayout.js';

/** The my page sections of spec §2: overview, favourites, my passes, inquiries. */
const TABS = [
  { key: 'home', to: '/mypage', end: true },
  { key: 'favorite', to: '/mypage/favorite' },
  { key: 'purchase', to: '/mypage/purchase' },
  { key: 'qna', to: '/mypage/qna' },
] as const satisfies readonly HubSection[];

/** /mypage/*: the title band and the section tabs around each my page screen. */
export function MypageLayout() {
  const { t } = useTranslation('mypage');
  const items = hubTabs(TABS, (key) => t(`tabs.${key}`));
  return (
    <HubLayout title={t('title')} subtitle={t('subtitle')} tabs={items} tabsLabel={t('tabsLabel')}>
      <Outlet />
    </HubLayout>
  );
}
