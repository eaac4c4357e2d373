import type { ReactNode } from 'react';
import { cx } from './cx.js';
import styles from './HubLayout.module.css';
import { Page } from './Page.js';
import { PageHeader } from './PageHeader.js';
import { type TabItem, Tabs } from './Tabs.js';

export interface HubLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The hub's sections, as link tabs. */
  tabs: TabItem[];
  /** Accessible name of the tab bar. */
  tabsLabel: string;
  /** The colour that leads the band's glow: `accent` (my page, help) or `info` (news). */
  tone?: 'accent' | 'info';
  /** Faint pitch-line arcs in the band's top right corner (help). */
  arcs?: boolean;
  /** The current section, usually an `<Outlet />`. */
  children: ReactNode;
}

/** A hub's section as its layout declares it: a key (named by `label`), its path, whether it matches only exactly. */
export interface HubSection {
  readonly key: string;
  readonly to: string;
  readonly end?: boolean;
}

/** The link tabs of a hub's sections, each named by `label(key)`. */
export function hubTabs(sections: readonly HubSection[], label: (key: string) => string): TabItem[] {
  return sections.map((s) => ({ key: s.key, label: label(s.key), to: s.to, end: s.end }));
}

/**
 * A hub of several screens (my page, news, help): a tinted band with the title, subtitle and the section
 * tabs, then the current section below it.
 */
export function HubLayout({
  title,
  subtitle,
  tabs,
  tabsLabel,
  tone = 'accent',
  arcs = false,
  children,
}: HubLayoutProps) {
  return (
    <>
      <div className={cx(styles.hero, styles[tone], arcs && styles.arcs)}>
        <Page className={styles.heroInner}>
          <PageHeader title={title} subtitle={subtitle} className={styles.header}>
            <Tabs items={tabs} ariaLabel={tabsLabel} className={styles.tabs} />
          </PageHeader>
        </Page>
      </div>
      <Page className={styles.content}>{children}</Page>
    </>
  );
}
