import { CMD, SOCKET_CLOSE } from '@kickoff/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, renderApp, type ServerState } from '../../test/auth-kit.js';
import { landed, sessionUser, stubApi, WAIT } from '../../test/kit.js';
import { hasLoggedInMarker } from '../core/session.js';
import { forcedLogout } from '../features/auth/index.js';
import { i18n } from '../i18n/index.js';

const t = i18n.getFixedT('ja', 'auth');

/** The browser's WebSocket, faked: each one made is kept for the test to drive. */
class FakeWebSocket {
  static made: FakeWebSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  sent: unknown[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  helloed() {
    act(() => {
      this.onopen?.({});
      this.onmessage?.({
        data: JSON.stringify({ cmd: CMD.hello, userId: 7, serverTime: new Date().toISOString() }),
      });
    });
  }
}

afterEach(() => {
  forcedLogout.set(false);
  FakeWebSocket.made = [];
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 15_000 };

describe('the realtime socket in the app', SLOW, () => {
  it("connects while logged in, says hello on port 3030, and cmd 0 'replaced' shows the alert without a click", async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const server: ServerState = { session: sessionUser({ userId: 7 }) };
    const { callsTo } = stubApi(...authHandlers(server));
    const { router } = renderApp('/help/notice');
    await landed(router, '/help/notice');
    await vi.waitFor(() => expect(FakeWebSocket.made).toHaveLength(1), WAIT);
    const socket = FakeWebSocket.made[0]!;
    expect(socket.url).toBe('ws://localhost:3030/');
    socket.helloed();
    expect(socket.sent).toEqual([{ cmd: CMD.hello, userId: 7, source: 'web' }]);
    const before = callsTo('/logout').length;

    act(() => socket.onmessage?.({ data: JSON.stringify({ cmd: CMD.forcedLogout, reason: 'replaced' }) }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(t('forcedLogout.title'))).toBeTruthy();
    await landed(router, '/intro');
    expect(callsTo('/logout').length).toBe(before + 1);
    expect(hasLoggedInMarker()).toBe(false);
  });

  it('close 4401 asks for the session again: gone, the member goes to /intro, without the alert', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const server: ServerState = { session: sessionUser({ userId: 7 }) };
    stubApi(...authHandlers(server));
    const { router } = renderApp('/schedule');
    await landed(router, '/schedule');
    await vi.waitFor(() => expect(FakeWebSocket.made).toHaveLength(1), WAIT);
    // the session ended on the server (elsewhere): the socket is refused for want of one
    server.session = null;
    act(() => FakeWebSocket.made[0]!.onclose?.({ code: SOCKET_CLOSE.unauthorized }));
    await landed(router, '/intro');
    expect(hasLoggedInMarker()).toBe(false);
    expect(forcedLogout.get()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("cmd 0 for this tab's own withdrawal or logout leaves the session to the screen that ended it", async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const server: ServerState = { session: sessionUser({ userId: 7 }) };
    const { callsTo } = stubApi(...authHandlers(server));
    const { router } = renderApp('/help/notice');
    await landed(router, '/help/notice');
    await vi.waitFor(() => expect(FakeWebSocket.made).toHaveLength(1), WAIT);
    const sessionCalls = callsTo('/session').length;
    // the session is still there (a logout elsewhere of another session would not reach this socket)
    act(() =>
      FakeWebSocket.made[0]!.onmessage?.({
        data: JSON.stringify({ cmd: CMD.forcedLogout, reason: 'withdrawn' }),
      }),
    );
    await vi.waitFor(() => expect(callsTo('/session').length).toBeGreaterThan(sessionCalls), WAIT);
    expect(router.state.location.pathname).toBe('/help/notice');
    expect(forcedLogout.get()).toBe(false);
  });
});
