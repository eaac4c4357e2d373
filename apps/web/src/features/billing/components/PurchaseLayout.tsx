import { Outlet } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { HubLayout, type HubSection, hubTabs } from '../../../ui/HubLayout.js';

/** The pass pages of spec §2 (/purchase: default, change, coupon, campaign), as tabs. */
const TABS = [
  { key: 'purchase', to: '/purchase', end: true },
  { key: 'change', to: '/purchase/change' },
  { key: 'coupon', to: '/purchase/coupon' },
  { key: 'campaign', to: '/purchase/campaign' },
] as const satisfies readonly HubSection[];

/** /purchase/*: the title band and the tabs around each pass page. */
export function PurchaseLayout() {
  const { t } = useTranslation('billing');
  const items = hubTabs(TABS, (key) => t(`tabs.${key}`));
  return (
    <HubLayout
      title={t('hub.title')}
      subtitle={t('hub.subtitle')}
      tabs={items}
      tabsLabel={t('hub.tabsLabel')}
    >
      <Outlet />
    </HubLayout>
  );
}
