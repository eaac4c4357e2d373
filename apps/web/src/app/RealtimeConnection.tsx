import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  loadRealtimeClient,
  type RealtimeClient,
  RealtimeContext,
  realtimeUrl,
  type SessionEnd,
  type SocketLike,
} from '../core/realtime/index.js';
import { useCachedSession } from '../core/use-cached-session.js';
import { endSession, forcedLogout, loginRedirectFor } from '../features/auth/index.js';

/**
 * The member's realtime socket, app-wide while logged in (spec §4): opened when a member is known,
 * closed when the session goes. When the server ends the session: `replaced` (a login elsewhere) turns
 * the forced-logout flag on at once — the "multiple logins prevented" alert and /logout follow, with no
 * click and no API call; any other end (close 4401, cmd 0 for a logout, a password change…) ends the
 * session here and goes to /intro (keeping a live, player or schedule page to come back to).
 */
export function RealtimeConnection({ children }: { children: ReactNode }) {
  const user = useCachedSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const where = useRef(location);
  where.current = location;
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const userId = user?.userId ?? null;

  useEffect(() => {
    if (userId === null || typeof WebSocket === 'undefined') return;
    const onSessionEnd = (reason: SessionEnd) => {
      if (reason === 'replaced') {
        endSession(queryClient);
        forcedLogout.set(true);
        return;
      }
      endSession(queryClient);
      const { pathname, search } = where.current;
      void navigate(loginRedirectFor(pathname, search), { replace: true });
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
      realtime?.stop();
      setClient(null);
    };
  }, [userId, queryClient, navigate]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}
