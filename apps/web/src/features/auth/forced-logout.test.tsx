import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, renderApp, type ServerState, TEST_SLOTS } from '../../../test/auth-kit.js';
import { error, landed, sessionUser, stubApi, WAIT } from '../../../test/kit.js';
import { call } from '../../core/call.js';
import { createQueryClient } from '../../core/query-client.js';
import { hasLoggedInMarker } from '../../core/session.js';
import { sessionKeys } from '../../core/session-keys.js';
import { i18n } from '../../i18n/index.js';
import { forcedLogout } from './forced-logout.js';
import { handleAuthError } from './member-data.js';
import { restoreSession } from './restore-session.js';

const t = i18n.getFixedT('ja', 'auth');

afterEach(() => {
  forcedLogout.set(false);
  vi.unstubAllGlobals();
});

/** A member screen whose call answers what the test says. */
function LiveChat() {
  const { data } = useQuery({ queryKey: ['chat'], queryFn: () => call('profile.get') });
  return <p>{data ? 'chat open' : 'chat loading'}</p>;
}

const withChat = {
  memberHelpRoutes: [...TEST_SLOTS.memberHelpRoutes, { path: '/help/chat', element: <LiveChat /> }],
};

/** The first render of the whole app imports and transforms a lot while the web project runs in parallel. */
const SLOW = { timeout: 15_000 };

describe('forced logout (SESSION_REPLACED)', SLOW, () => {
  it('shows "multiple logins prevented", logs out through /logout and closes on OK', async () => {
    const server: ServerState = { session: sessionUser() };
    const { callsTo } = stubApi(
      (call) => (call.path === '/user/profile' ? error(401, 'SESSION_REPLACED') : undefined),
      ...authHandlers(server),
    );
    const { router } = renderApp('/help/notice', { slots: withChat });
    await landed(router, '/help/notice');
    expect(hasLoggedInMarker()).toBe(true);

    await act(() => router.navigate('/help/chat'));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(t('forcedLogout.title'))).toBeTruthy();
    expect(within(dialog).getByText(t('forcedLogout.message'))).toBeTruthy();

    // the route went to /logout straight away and on to /intro; the alert stays until OK
    await landed(router, '/intro');
    expect(callsTo('/logout')).toHaveLength(1);
    expect(hasLoggedInMarker()).toBe(false);
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(forcedLogout.get()).toBe(false);
    expect(router.state.location.pathname).toBe('/intro');
  });

  it('Enter closes the alert too', async () => {
    const server: ServerState = { session: 'replaced' };
    stubApi(...authHandlers(server));
    const { router } = renderApp('/help/notice');
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await landed(router, '/intro');
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a session check answering SESSION_REPLACED on entering the layout leads to the alert', async () => {
    localStorage.setItem('logged_in', '1');
    const server: ServerState = { session: 'replaced' };
    const { callsTo } = stubApi(...authHandlers(server));
    const { router } = renderApp('/help/event');
    expect(await screen.findByText(t('forcedLogout.message'), {}, WAIT)).toBeTruthy();
    await landed(router, '/intro');
    expect(callsTo('/logout')).toHaveLength(1);
    expect(hasLoggedInMarker()).toBe(false);
  });

  it('any other 401 from a member call clears the session, the marker and the member data', async () => {
    const queryClient = createQueryClient({ onAuthError: handleAuthError });
    queryClient.setQueryData(sessionKeys.current(), sessionUser());
    queryClient.setQueryData(['favorites'], ['team 1']);
    localStorage.setItem('logged_in', '1');
    stubApi((call) => (call.path === '/favorite' ? error(401, 'UNAUTHORIZED') : undefined));
    await expect(
      queryClient.fetchQuery({ queryKey: ['fav'], queryFn: () => call('favorites.get') }),
    ).rejects.toThrow();
    expect(queryClient.getQueryData(sessionKeys.current())).toBeNull();
    expect(queryClient.getQueryData(['favorites'])).toBeUndefined();
    expect(hasLoggedInMarker()).toBe(false);
    expect(forcedLogout.get()).toBe(false);
  });

  it('a 401 answering the credentials of a login leaves the session alone', async () => {
    const queryClient = createQueryClient({ onAuthError: handleAuthError });
    queryClient.setQueryData(sessionKeys.current(), null);
    queryClient.setQueryData(['help'], 'kept');
    stubApi((call) => (call.path === '/login' ? error(401, 'LOGIN_FAILED') : undefined));
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () =>
        call('session.login', { body: { username: 'member@example.com', password: 'wrong' } }),
      meta: { authCall: true },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(queryClient.getQueryData(['help'])).toBe('kept');
    expect(forcedLogout.get()).toBe(false);
  });
});

describe('restoreSession (app start)', () => {
  it('does nothing without the logged_in marker', async () => {
    const { calls } = stubApi();
    await restoreSession(createQueryClient({ onAuthError: handleAuthError }));
    expect(calls).toHaveLength(0);
  });

  it('refreshes the session with POST /session and seeds the cache', async () => {
    localStorage.setItem('logged_in', '1');
    const user = sessionUser();
    const { calls } = stubApi((call) => (call.path === '/session' ? { body: { data: user } } : undefined));
    const queryClient = createQueryClient({ onAuthError: handleAuthError });
    await restoreSession(queryClient);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /session']);
    expect(queryClient.getQueryData(sessionKeys.current())).toEqual(user);
  });

  it('a 401 means logged out', async () => {
    localStorage.setItem('logged_in', '1');
    stubApi((call) => (call.path === '/session' ? error(401, 'UNAUTHORIZED') : undefined));
    const queryClient = createQueryClient({ onAuthError: handleAuthError });
    await restoreSession(queryClient);
    expect(queryClient.getQueryData(sessionKeys.current())).toBeNull();
    expect(hasLoggedInMarker()).toBe(false);
    expect(forcedLogout.get()).toBe(false);
  });

  it('SESSION_REPLACED turns the forced logout on', async () => {
    localStorage.setItem('logged_in', '1');
    stubApi((call) => (call.path === '/session' ? error(401, 'SESSION_REPLACED') : undefined));
    await restoreSession(createQueryClient({ onAuthError: handleAuthError }));
    expect(forcedLogout.get()).toBe(true);
    expect(hasLoggedInMarker()).toBe(false);
  });

  it('other failures just continue (the guards ask again)', async () => {
    localStorage.setItem('logged_in', '1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const queryClient = createQueryClient({ onAuthError: handleAuthError });
    await restoreSession(queryClient);
    expect(queryClient.getQueryData(sessionKeys.current())).toBeUndefined();
    expect(hasLoggedInMarker()).toBe(true);
  });
});

describe('/logout', SLOW, () => {
  it('logs out, clears the session, marker and voucher, and goes to /intro', async () => {
    const server: ServerState = { session: sessionUser() };
    const { callsTo } = stubApi(...authHandlers(server));
    sessionStorage.setItem('kickoff.voucherId', '3');
    const { router, queryClient } = renderApp('/help/notice');
    await landed(router, '/help/notice');
    await act(() => router.navigate('/logout'));
    await landed(router, '/intro');
    expect(callsTo('/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(sessionKeys.current())).toBeNull();
    expect(hasLoggedInMarker()).toBe(false);
    expect(sessionStorage.getItem('kickoff.voucherId')).toBeNull();
    expect(screen.getByRole('heading', { name: t('login.title') })).toBeTruthy();
  });

  it('works when already logged out, and when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { router } = renderApp('/logout');
    await landed(router, '/intro');
  });
});
