import type { SessionUser } from '@kickoff/contract';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/fixtures.js';
import { sessionKeys } from '../core/session-keys.js';
import type { PrerenderState } from '../prerender.js';
import { hydratePrerendered } from './hydrate.js';

/**
 * The page the server drew is taken over only when the app would draw the same for whoever is here now;
 * otherwise (false) main.tsx draws afresh and the guards run. The taking over itself is held by the
 * journeys (e2e/prerender.spec.ts: nothing the server drew is removed, no console error).
 */
function drawnPage(member: SessionUser | null, lang: 'ja' | 'en' = 'ja') {
  const server = new QueryClient();
  server.setQueryData(sessionKeys.current(), member);
  const state: PrerenderState = {
    path: '/channel',
    lang,
    member: member?.userId ?? null,
    drawnAt: Date.now(),
    loaderData: {},
    actionData: null,
    errors: null,
    queries: dehydrate(server),
  };
  window.history.replaceState(null, '', '/channel');
  document.body.innerHTML = `<div id="root"><main>drawn</main></div><script type="application/json" id="kickoff-prerender">${JSON.stringify(state)}</script>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('hydratePrerendered', () => {
  const ann = sessionUser({ userId: 7, nickname: 'アン' });
  const ben = sessionUser({ userId: 8, nickname: 'ベン' });

  it('leaves a member’s page to be drawn afresh when the app knows another member is here', async () => {
    const root = drawnPage(ann);
    const app = new QueryClient();
    app.setQueryData(sessionKeys.current(), ben);
    expect(await hydratePrerendered(root, app)).toBe(false);
    // nothing of the page drawn for the other member went into the app's cache
    expect(app.getQueryData(sessionKeys.current())).toEqual(ben);
  });

  it('leaves it when the session refreshed at start is gone (logged out meanwhile)', async () => {
    const root = drawnPage(ann);
    const app = new QueryClient();
    app.setQueryData(sessionKeys.current(), null);
    expect(await hydratePrerendered(root, app)).toBe(false);
  });

  it('leaves it when this tab holds a guard redirect the server could not see (today’s schedule)', async () => {
    const root = drawnPage(ann);
    sessionStorage.setItem('kickoff.todaySchedule', '1');
    expect(await hydratePrerendered(root, new QueryClient())).toBe(false);
  });

  it('leaves a logged-out visitor’s page when a member is here, and a page in another language', async () => {
    const app = new QueryClient();
    app.setQueryData(sessionKeys.current(), ann);
    expect(await hydratePrerendered(drawnPage(null), app)).toBe(false);
    expect(await hydratePrerendered(drawnPage(ann, 'en'), new QueryClient())).toBe(false);
  });
});
