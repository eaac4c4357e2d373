import type { BrowserContext } from '@playwright/test';
import { type NewMember, signUpViaApi } from './accounts.js';
import { callApi } from './api.js';

/**
 * A fresh member, signed up through the API and logged in in this browser context (the context's
 * request shares its cookies). The catalogue journeys change member state — score setting, favourites,
 * reservations — so each one gets its own member instead of sharing a demo member.
 */
export async function freshMemberSession(context: BrowserContext, tag: string): Promise<NewMember> {
  const member = await signUpViaApi(context.request, tag);
  await callApi(context.request, 'session.login', {
    body: { username: member.email, password: member.password },
  });
  return member;
}
