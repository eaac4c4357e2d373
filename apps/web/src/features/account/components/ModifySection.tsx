import type { ReactNode } from 'react';
import styles from './MemberPages.module.css';

/** One card of /modify; `id` is its anchor (`/modify#phone`). */
export function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.card} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <header className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {title}
        </h2>
        {text && <p className={styles.cardText}>{text}</p>}
      </header>
      {children}
    </section>
  );
}
