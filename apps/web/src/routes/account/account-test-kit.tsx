import { encodeScope, type Profile, type SessionUser } from '@kickoff/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createQueryClient } from '../../api/query-client.js';
import { DocumentTitle } from '../../app/document-title.js';
import { AppProviders } from '../../app/providers.js';
import { sessionKeys } from '../../features/auth/api/session-keys.js';
import { i18n } from '../../i18n/index.js';
import { type Answer, type Call, type Handler, stubApi } from '../help/help-test-kit.js';
import { memberAccountRoutes, publicAccountRoutes } from './index.js';

/**
 * Test kit of the account screens: the real routes, query client and `api` client; only `fetch` is a
 * stand-in (the help kit's stubApi). /intro, / and /purchase are stand-ins that say where we landed.
 */

export { type Answer, type Call, type Handler, stubApi };

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 42,
    email: 'hanako@example.com',
    nickname: 'ゴール職人',
    name: '佐藤 花子',
    status: 1,
    statusList: [],
    sns: null,
    snsProvider: null,
    role: 'member',
    serviceId: -1,
    scope: encodeScope('FREE', { ADLIVE: true, ADVOD: true }),
    hasPassword: true,
    firstLogin: true,
    remember: false,
    ...overrides,
  };
}

export function profileOf(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 42,
    email: 'hanako@example.com',
    name: '佐藤 花子',
    birthDate: '19950412',
    gender: 'female',
    phone: '09012345678',
    nickname: 'ゴール職人',
    nicknameChangeableAt: null,
    marketingAgreed: false,
    snsProviders: [],
    hasPassword: true,
    createdAt: '2025-04-01T03:00:00.000Z',
    ...overrides,
  };
}

/** `METHOD path` answered with `{ data }` (or a function of the call answering an Answer). */
export function on(method: string, path: string, answer: unknown | ((call: Call) => Answer)): Handler {
  return (call) => {
    if (call.method !== method || call.path !== path) return undefined;
    return typeof answer === 'function' ? (answer as (c: Call) => Answer)(call) : { body: { data: answer } };
  };
}

export const fail = (status: number, code: string, fields?: Record<string, string>): Answer => ({
  status,
  body: { code, message: code, ...(fields ? { fields } : {}) },
});

/** Renders the account routes at `url`; `session` seeds the logged-in member (undefined: nobody, unasked). */
export function renderAccount(url: string, { session }: { session?: SessionUser | null } = {}) {
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
        children: [
          ...publicAccountRoutes,
          ...memberAccountRoutes,
          { path: '/intro', element: <p>intro screen</p> },
          { path: '/', element: <p>home screen</p> },
          { path: '/purchase', element: <p>purchase screen</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = createQueryClient();
  if (session !== undefined) queryClient.setQueryData(sessionKeys.current(), session);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** The error text shown under a field (through its aria-describedby), if any. */
export function errorOf(field: HTMLElement): string | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent ??
    undefined
  );
}

/** A validation message as the forms show it. */
export const v = (key: string, params: Record<string, unknown> = {}) => i18n.t(`validation:${key}`, params);

/** An account text (ja unless the test switched language). */
export const a = (key: string, params: Record<string, unknown> = {}) => i18n.t(`account:${key}`, params);

/** An API error message. */
export const e = (code: string) => i18n.t(`errors:${code}`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isControl = (el: HTMLElement) => ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName);
const labelPattern = (label: string) =>
  new RegExp(`^${escapeRegExp(label)}(${escapeRegExp(i18n.t('ui:common.required'))})?$`);

/** The form control labelled exactly `label` (a required field's label ends with the "required" mark). */
export function field(label: string): HTMLInputElement {
  const found = screen.getAllByLabelText(labelPattern(label)).filter(isControl);
  if (found.length !== 1) throw new Error(`${found.length} controls labelled ${label}`);
  return found[0] as HTMLInputElement;
}

/** The same, waiting for it to appear. */
export async function findField(label: string): Promise<HTMLInputElement> {
  await screen.findAllByLabelText(labelPattern(label));
  return field(label);
}

/** A sign-up agreement checkbox by its key. */
export function agreement(key: 'terms' | 'privacy' | 'paid' | 'marketing'): HTMLInputElement {
  const tag = key === 'marketing' ? a('signup.terms.optional') : a('signup.terms.mandatory');
  return screen.getByLabelText(`${tag}${a(`signup.terms.agree.${key}`)}`) as HTMLInputElement;
}
