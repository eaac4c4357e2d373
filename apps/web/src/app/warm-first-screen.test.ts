import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LOGGED_IN_KEY } from '../core/session.js';
import { warmFirstScreen } from './router.js';

/** A route tree shaped like the app's: a public branch and the member branch, each with a lazy screen. */
function tree() {
  const intro = { lazy: vi.fn(async () => ({})), prefetch: vi.fn() };
  const home = { lazy: vi.fn(async () => ({})), prefetch: vi.fn() };
  const routes: RouteObject[] = [
    {
      id: 'root',
      children: [
        {
          id: 'public',
          children: [{ path: '/intro', lazy: intro.lazy, handle: { prefetch: intro.prefetch } }],
        },
        {
          id: 'member',
          path: '/',
          children: [{ index: true, lazy: home.lazy, handle: { prefetch: home.prefetch } }],
        },
      ],
    },
  ];
  return { routes, intro, home };
}

describe('warmFirstScreen', () => {
  const queryClient = new QueryClient();

  it("starts the first screen's code, messages and data before the app renders", () => {
    localStorage.setItem(LOGGED_IN_KEY, '1');
    const { routes, home, intro } = tree();
    warmFirstScreen(queryClient, { pathname: '/' }, routes);
    expect(home.lazy).toHaveBeenCalledTimes(1);
    expect(home.prefetch).toHaveBeenCalledWith(queryClient, 'ja');
    expect(intro.lazy).not.toHaveBeenCalled();
  });

  it("leaves a member's screen alone without the logged-in marker (the guard sends the visit to /intro)", () => {
    const { routes, home } = tree();
    warmFirstScreen(queryClient, { pathname: '/' }, routes);
    expect(home.lazy).not.toHaveBeenCalled();
    expect(home.prefetch).not.toHaveBeenCalled();
  });

  it('warms a public screen for a visitor', () => {
    const { routes, intro } = tree();
    warmFirstScreen(queryClient, { pathname: '/intro' }, routes);
    expect(intro.lazy).toHaveBeenCalledTimes(1);
    expect(intro.prefetch).toHaveBeenCalledTimes(1);
  });
});
