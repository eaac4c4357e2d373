import { Outlet } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { HubLayout } from '../../../ui/HubLayout.js';
import type { TabItem } from '../../../ui/index.js';
import {
  type HelpAudience,
  HelpPathsContext,
  MEMBER_HELP_PATHS,
  PUBLIC_HELP_PATHS,
} from '../hooks/help-paths.js';

type HelpTabKey = 'faq' | 'contact' | 'cooperate' | 'notice' | 'event' | 'terms';

/**
 * The help tabs of spec §2 in their order; visitors see the ones of the public help. A tab is active on
 * its path and below it (a notice's page keeps "notices" lit), except FAQ, whose children are the forms.
 */
const TABS: { key: HelpTabKey; path: string; end?: boolean; member: boolean; public: boolean }[] = [
  { key: 'faq', path: '/cs', end: true, member: true, public: true },
  { key: 'contact', path: '/cs/contact', member: true, public: true },
  { key: 'cooperate', path: '/cs/cooperate', member: true, public: true },
  { key: 'notice', path: '/notice', member: true, public: true },
  { key: 'event', path: '/event', member: true, public: false },
  // `/term` opens the terms of use and keeps the tab lit on every kind
  { key: 'terms', path: '/term', member: true, public: false },
];

/**
 * The help hub around every help screen: title, subtitle and the help tab bar (it scrolls sideways on
 * narrow screens). The same screens serve visitors (/public/help) and members (/help).
 */
export function HelpHub({ audience }: { audience: HelpAudience }) {
  const { t } = useTranslation('help');
  const paths = audience === 'member' ? MEMBER_HELP_PATHS : PUBLIC_HELP_PATHS;
  const items: TabItem[] = TABS.filter((tab) => tab[audience]).map((tab) => ({
    key: tab.key,
    label: t(`tabs.${tab.key}`),
    to: `${paths.base}${tab.path}`,
    end: tab.end,
  }));

  return (
    <HelpPathsContext value={paths}>
      <HubLayout
        title={t('hub.title')}
        subtitle={t('hub.subtitle')}
        tabs={items}
        tabsLabel={t('hub.tabsLabel')}
        arcs
      >
        <Outlet />
      </HubLayout>
    </HelpPathsContext>
  );
}
