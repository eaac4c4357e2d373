import type { Channel, Program } from '@kickoff/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../../api/query-client.js';
import { DocumentTitle } from '../../app/document-title.js';
import { channelRoutes } from './index.js';

/** Test kit of /channel: the real routes and query client; `fetch` is stubbed with help-test-kit's stubApi. */

function PlayerStandIn() {
  const { search } = useLocation();
  return <p>player {search}</p>;
}

export function renderChannel(url = '/channel') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <DocumentTitle />
            <Outlet />
          </>
        ),
        hydrateFallbackElement: <p>booting</p>,
        children: [...channelRoutes, { path: '/player', element: <PlayerStandIn /> }],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** A Tokyo wall-clock time on a November 2026 day, as an ISO instant. */
export const jst = (day: number, time: string) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00+09:00`).toISOString();

let nextId = 1;
export function program(
  channelId: number,
  start: string,
  end: string,
  title: string,
  extra: Partial<Program> = {},
): Program {
  return {
    id: nextId++,
    channelId,
    title,
    description: null,
    startTime: start,
    endTime: end,
    duration: Math.round((Date.parse(end) - Date.parse(start)) / 60_000),
    active: true,
    broadcastType: 200,
    gameId: null,
    ...extra,
  };
}

export function channel(id: number, name: string, nowPlaying: Program | null): Channel {
  return {
    id,
    name,
    type: 'sports',
    thumbnail: null,
    logo: null,
    colors: ['#0d1b4c', '#e63946'],
    nowPlaying,
  };
}
