import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react.js';
import { cx } from './cx.js';
import { ChevronRightIcon } from './icons.js';
import styles from './PageHeader.module.css';

export interface Crumb {
  label: ReactNode;
  /** Omit on the last crumb (the current page). */
  to?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumb?: Crumb[];
  /** Buttons on the right (below the title on mobile). */
  actions?: ReactNode;
  /** Content under the title row, e.g. a Tabs bar. */
  children?: ReactNode;
  className?: string;
}

/** The top of a screen: breadcrumb, the page's one <h1>, a subtitle and optional actions. */
export function PageHeader({ title, subtitle, breadcrumb, actions, children, className }: PageHeaderProps) {
  const { t } = useTranslation('ui');
  return (
    <header className={cx(styles.header, className)}>
      {breadcrumb && breadcrumb.length > 0 && (
        <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
          <ol>
            {breadcrumb.map((crumb, i) => {
              const last = i === breadcrumb.length - 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a breadcrumb is a fixed path, never reordered
                <Fragment key={i}>
                  <li>
                    {crumb.to && !last ? (
                      <Link to={crumb.to}>{crumb.label}</Link>
                    ) : (
                      <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                    )}
                  </li>
                  {!last && (
                    <li aria-hidden="true" className={styles.separator}>
                      <ChevronRightIcon size={14} />
                    </li>
                  )}
                </Fragment>
              );
            })}
          </ol>
        </nav>
      )}
      <div className={styles.row}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children && <div className={styles.extra}>{children}</div>}
    </header>
  );
}
