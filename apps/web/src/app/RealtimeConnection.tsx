import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  loadRealtimeClient,
  type RealtimeClient,
  RealtimeContext,
  realtimeUrl,
  type SessionEnd,
  type SocketLike,
} from '../core/realtime/index.js';
import { sessionKeys } from '../core/session-keys.js';
import { useCachedSession } from '../core/use-cached-session.js';
import { endSession, forcedLogout } from '../features/auth/index.js';

/** How long this tab's own logout or withdrawal has to lead on before the session is asked for again. */
const OWN_END_GRACE_MS = 3_000;

/**
 * The member's realtime socket, app-wide while logged in (spec §4): opened when a member is known,
 * closed when the session goes. When the server ends the session: `replaced` (a login elsewhere) turns
 * the forced-logout flag on at once — the "multiple logins prevented" alert and /logout follow, with no
 * click and no API call; any other end (close 4401, cmd 0 for a logout, a withdrawal, a password
 * change…) has the session asked for again, so the screen that ended it goes on (the withdrawal's
 * completion page) and a tab whose session is gone meets the logged-in layout's redirect to /intro.
 */
export function RealtimeConnection({ children }: { children: ReactNode }) {
  const user = useCachedSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const where = useRef(location);
  where.current = location;
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const userId = user?.userId ?? null;

  useEffect(() => {
    if (userId === null || typeof WebSocket === 'undefined') return;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const onSessionEnd = (reason: SessionEnd) => {
      if (reason === 'replaced') {
        endSession(queryClient);
        forcedLogout.set(true);
        return;
      }
      // Any other end: the session is asked for again, and if it is gone the logged-in layout sends the
      // member to /intro as on any 401. A logout or a withdrawal is most often this tab's own, and the
      // socket hears of it before the call that did it has answered: its screen leads on (the
      // withdrawal's completion page), so the session is asked for only after a grace.
      const ask = () => void queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
      if (reason === 'logout' || reason === 'withdrawn') graceTimer = setTimeout(ask, OWN_END_GRACE_MS);
      else ask();
    };
    let realtime: RealtimeClient | null = null;
    let stopped = false;
    const online = () => realtime?.retryNow();
    void loadRealtimeClient().then((Client) => {
      if (stopped) return;
      realtime = new Client({
        url: realtimeUrl(),
        userId,
        source: where.current.pathname.startsWith('/stv') ? 'tv' : 'web',
        // the browser's WebSocket has DOM event types; the client reads only `data`, `code` and `reason`
        createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
        onSessionEnd,
      });
      realtime.start();
      setClient(realtime);
    });
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      window.removeEventListener('online', online);
      clearTimeout(graceTimer);
      realtime?.stop();
      setClient(null);
    };
  }, [userId, queryClient]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}
