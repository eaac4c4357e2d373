import type { ReactNode } from 'react';
import styles from './Page.module.css';

interface PageProps {
  children: ReactNode;
  /** 800 px reading width (articles, forms) instead of the full 1200 px. */
  narrow?: boolean;
  className?: string;
}

/**
 * The content container of every screen: 1200 px (spec §9 layout width) centred, with the gutter of
 * the breakpoint (24 / 16 / 12 px) and vertical page spacing. Layouts render `<main>`; screens render
 * `<Page>` inside it.
 */
export function Page({ children, narrow = false, className }: PageProps) {
  const classes = [styles.page, narrow ? styles.narrow : '', className ?? ''].filter(Boolean).join(' ');
  return <div className={classes}>{children}</div>;
}
