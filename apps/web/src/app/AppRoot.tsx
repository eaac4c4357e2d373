import { Outlet, useNavigation } from 'react-router';
import { DocumentTitle } from '../core/document-title.js';
import { ForcedLogoutAlert, WelcomeGreeting } from '../features/auth/index.js';
import { LogoMark } from '../ui/Logo.js';
import styles from './AppRoot.module.css';
import { RealtimeConnection } from './RealtimeConnection.js';
import { ScrollToTop } from './ScrollToTop.js';

/**
 * The root route: behaviour shared by every layout (web and TV), no markup of its own — scroll reset,
 * document title, the navigation bar, the member's realtime socket, the forced-logout alert and the
 * first-login greeting.
 */
export function AppRoot() {
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <NavigationProgress />
      <RealtimeConnection>
        <Outlet />
      </RealtimeConnection>
      <ForcedLogoutAlert />
      <WelcomeGreeting />
    </>
  );
}

/** A thin bar at the top while a navigation waits (lazy screens, loaders); shown after a short delay. */
function NavigationProgress() {
  const navigation = useNavigation();
  return (
    <div
      className={styles.progress}
      data-active={navigation.state !== 'idle' || undefined}
      aria-hidden="true"
    />
  );
}

/** Shown while the first screen loads (its lazy module or loader). */
export function AppSplash() {
  return (
    <div className={styles.splash}>
      <LogoMark className={styles.splashMark} />
    </div>
  );
}
