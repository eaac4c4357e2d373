import { encodeScope, type SessionUser } from '@kickoff/contract';
import { configure, screen } from '@testing-library/react';
import {
  type Answer,
  sessionUser as basicMember,
  type Call,
  type Handler,
  renderScreens,
  standIn,
} from '../../../test/kit.js';
import { errorParams } from '../../core/error-message.js';
import { i18n } from '../../i18n/index.js';
import { memberAccountRoutes, publicAccountRoutes } from './index.js';

// A screen's lazy module now loads the account feature through its index (all its screens): on a loaded
// machine that takes longer than testing-library's 1 s default, so findBy… and waitFor get the 5 s of
// the shared kit's WAIT (each test file has its own copy of this setting).
configure({ asyncUtilTimeout: 5000 });

/**
 * Test kit of the account screens over the shared kit (test/kit.tsx). /intro, / and /purchase are
 * stand-ins that say where we landed.
 */

/** A member just signed up: FREE pass, first login. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return basicMember({
    email: 'hanako@example.com',
    serviceId: -1,
    scope: encodeScope('FREE', { ADLIVE: true, ADVOD: true }),
    firstLogin: true,
    ...overrides,
  });
}

/** `METHOD path` answered with `{ data }` (or a function of the call answering an Answer). */
export function on(method: string, path: string, answer: unknown | ((call: Call) => Answer)): Handler {
  return (call) => {
    if (call.method !== method || call.path !== path) return undefined;
    return typeof answer === 'function' ? (answer as (c: Call) => Answer)(call) : { body: { data: answer } };
  };
}

/** Renders the account routes at `url`; `session` seeds the logged-in member (undefined: nobody, unasked). */
export const renderAccount = (url: string, { session }: { session?: SessionUser | null } = {}) =>
  renderScreens(
    url,
    [
      ...publicAccountRoutes,
      ...memberAccountRoutes,
      standIn('/intro', 'intro screen'),
      standIn('/', 'home screen'),
      standIn('/purchase', 'purchase screen'),
    ],
    { session },
  );

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

/** An API error message (with the numbers it names). */
export const e = (code: string) => i18n.t(`errors:${code}`, { ...errorParams(code) });

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
