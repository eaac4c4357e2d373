import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useSession } from '../../core/use-session.js';
import { loginRedirectFor, useForcedLogout } from '../../features/auth/index.js';
import { SiteFooter } from '../footer/SiteFooter.js';
import { MemberHeader } from '../header/MemberHeader.js';
import styles from './Layout.module.css';
import { SkipLink } from './SkipLink.js';

/**
 * The logged-in layout at `/` (spec §2): header with the member menu, the screen, the footer. Its
 * route middleware is the login guard (features/auth/loaders.ts); this follows the session afterwards:
 * when a call ends it (a 401 clears the cache) the member is sent to /intro, keeping the page to come
 * back to. Not while a navigation is under way (/logout clears the session on its way out), nor during
 * a forced logout (that alert leads to /logout itself), nor on the withdrawal completion page (it ends
 * the session itself and must stay on screen).
 */
export function MemberLayout() {
  const { data: user } = useSession();
  const forced = useForcedLogout();
  const navigation = useNavigation();
  const { pathname, search, state } = useLocation();
  const withdrawn = (state as { withdrawn?: boolean } | null)?.withdrawn === true;

  if (user === null && !forced && !withdrawn && navigation.state === 'idle') {
    return <Navigate to={loginRedirectFor(pathname, search)} replace />;
  }

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
