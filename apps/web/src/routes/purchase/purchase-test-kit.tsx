import { encodeScope, type SessionUser } from '@kickoff/contract';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { authHandlers, homeStandIn, renderApp } from '../../../test/auth-kit.js';
import { type Handler, sessionUser, standIn, stubApi } from '../../../test/kit.js';

export * from '../../../test/billing-fixtures.js';

import { NOW } from '../../../test/billing-fixtures.js';

import { mypageRoutes } from '../mypage/index.js';
import { purchaseRoutes } from './index.js';

// the screens are lazy routes loading billing's texts with them: give findBy… and waitFor the kit's 5 s
configure({ asyncUtilTimeout: 5000 });

/**
 * Test kit of the billing pages: the real route tree, guards, query client and `api` client behind a
 * logged-in member (the auth kit over the shared kit, test/kit.tsx); only `fetch` is stubbed, with the
 * contract-shaped fixtures of test/billing-fixtures.ts.
 */

/** A free member (no pass). */
export const freeMember = (): SessionUser =>
  sessionUser({ serviceId: -1, scope: encodeScope('FREE', { ADLIVE: true, ADVOD: true }) });

export interface RenderBilling {
  /** Who is logged in (the basic member by default; null: nobody). */
  session?: SessionUser | null;
}

/** Renders the app at `url` with the member logged in (or `session`) and `handlers` answering the rest. */
export function renderBilling(
  url: string,
  handlers: Handler[],
  { session = sessionUser() }: RenderBilling = {},
) {
  const server = { session };
  const api = stubApi(...authHandlers(server), ...handlers);
  const view = renderApp(url, {
    slots: {
      catalogueRoutes: [homeStandIn, ...purchaseRoutes, ...mypageRoutes],
      memberHelpRoutes: [standIn('/help/cs', 'faq screen')],
    },
  });
  return { ...view, api, server };
}

/** Stubs the page's way out to the provider's checkout. */
export function spyCheckout() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {});
}

/**
 * The billing route tests' clock and clean-up: Date fixed at NOW (timers stay real, so polling and
 * React work as in a browser), the page and the stubbed fetch gone after each test.
 */
export function withBillingTestClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
