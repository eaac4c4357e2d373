import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HubLayout } from '../../../ui/HubLayout.js';
import type { TabItem } from '../../../ui/index.js';

/** The pass pages of spec §2 (/purchase: default, change, coupon, campaign), as tabs. */
const TABS = [
  { key: 'purchase', to: '/purchase', end: true },
  { key: 'change', to: '/purchase/change' },
  { key: 'coupon', to: '/purchase/coupon' },
  { key: 'campaign', to: '/purchase/campaign' },
] as const;

/** /purchase/*: the title band and the tabs around each pass page. */
export function PurchaseLayout() {
  const { t } = useTranslation('billing');
  const items: TabItem[] = TABS.map((tab) => ({
    key: tab.key,
    label: t(`tabs.${tab.key}`),
    to: tab.to,
    end: 'end' in tab ? tab.end : undefined,
  }));
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
