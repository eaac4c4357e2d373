import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { StarIcon } from '../../../ui/icons.js';
import { PageHeader, type TabItem, Tabs } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { ScoreToggle, useGameTypes } from '../../catalogue/index.js';
import styles from './Schedule.module.css';

export interface ScheduleShellProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** `?date=…` kept when switching sport, so the chosen day stays. */
  search?: string;
  children: ReactNode;
}

/**
 * The frame of the three schedule screens: title, the score switch (hidden scores hide them in every
 * answer; the switch refetches every catalogue query) and the sport tabs — every sport, one tab per
 * game type, and the member's own schedule.
 */
export function ScheduleShell({ title, subtitle, search = '', children }: ScheduleShellProps) {
  const { t } = useTranslation('schedule');
  const gameTypes = useGameTypes();
  const tabs: TabItem[] = [
    { key: '0', label: t('tabs.all'), to: `/schedule/0${search}` },
    ...(gameTypes.data ?? []).map((gameType) => ({
      key: gameType.key,
      label: gameType.name,
      to: `/schedule/${gameType.key}${search}`,
    })),
    {
      key: 'my',
      label: (
        <span className={styles.myTab}>
          <StarIcon size={14} />
          {t('tabs.my')}
        </span>
      ),
      to: '/schedule/my',
    },
  ];

  return (
    <Page>
      <PageHeader title={title} subtitle={subtitle} actions={<ScoreToggle />}>
        <Tabs items={tabs} ariaLabel={t('tabs.label')} />
      </PageHeader>
      {children}
    </Page>
  );
}
