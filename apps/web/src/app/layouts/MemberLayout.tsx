import { Outlet } from 'react-router';
import { SiteFooter } from '../footer/SiteFooter.js';
import { MemberHeader } from '../header/MemberHeader.js';
import styles from './Layout.module.css';
import { SkipLink } from './SkipLink.js';

/**
 * The logged-in layout at `/` (spec §2): header with the member menu, the screen, the footer.
 * The session guard and the status redirects of spec §2 come with the accounts issue.
 */
export function MemberLayout() {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <MemberHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter variant="member" />
    </div>
  );
}
