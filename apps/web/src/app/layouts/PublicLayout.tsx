import { Outlet } from 'react-router';
import { SiteFooter } from '../footer/SiteFooter.js';
import { PublicHeader } from '../header/PublicHeader.js';
import styles from './Layout.module.css';
import { SkipLink } from './SkipLink.js';

/** The logged-out layout: public help, public terms (and later /intro, /account/*). */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <PublicHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter variant="public" />
    </div>
  );
}
