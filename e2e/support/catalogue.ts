import { type BrowserContext, expect } from '@playwright/test';
import { type NewMember, signUpViaApi } from './accounts.js';

/**
 * A fresh member, signed up through the API and logged in in this browser context (the context's
 * request shares its cookies). The catalogue journeys change member state — score setting, favourites,
 * reservations — so each one gets its own member instead of sharing a demo member.
 */
export async function freshMemberSession(context: BrowserContext, tag: string): Promise<NewMember> {
  const member = await signUpViaApi(context.request, tag);
  const login = await context.request.post('/api/v2/login', {
    data: { username: member.email, password: member.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return member;
}
