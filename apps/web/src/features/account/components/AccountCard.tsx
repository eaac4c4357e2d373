import { type ReactNode, useId } from 'react';
import { cx } from '../../../ui/index.js';
import styles from './AccountCard.module.css';

interface AccountCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** An icon in a badge before the title. */
  icon?: ReactNode;
  /** `h1` when the card is the page (find e-mail, change password); `h2` under a page heading (sign-up steps). */
  headingLevel?: 1 | 2;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** The card every account form sits in: centred, 560 px wide, full-bleed on small phones. */
export function AccountCard({
  title,
  description,
  icon,
  headingLevel = 1,
  children,
  className,
  testId,
}: AccountCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId} data-testid={testId}>
      <header className={styles.head}>
        {icon && (
          <span className={styles.badge} aria-hidden="true">
            {icon}
          </span>
        )}
        <div className={styles.heading}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description && <div className={styles.description}>{description}</div>}
        </div>
      </header>
      {children}
    </section>
  );
}

/** Centres the card(s) of an account page. */
export function AccountColumn({ children }: { children: ReactNode }) {
  return <div className={styles.column}>{children}</div>;
}
