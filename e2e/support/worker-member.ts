import type { test as base, Cookie } from '@playwright/test';
import { signUpViaApi } from './accounts.js';
import { callApi } from './api.js';

/**
 * `t` with a fixture of one member per worker, signed up and logged in once: the member's session
 * cookies (`memberCookies`), handed to every member test of the page-wide sweeps.
 */
export function withWorkerMember<T extends typeof base>(t: T, tag: string) {
  return t.extend<object, { memberCookies: Cookie[] }>({
    memberCookies: [
      async ({ playwright }, use, workerInfo) => {
        const baseURL = workerInfo.project.use.baseURL;
        const request = await playwright.request.newContext({ baseURL });
        const member = await signUpViaApi(request, `${tag}${workerInfo.workerIndex}`);
        await callApi(request, 'session.login', {
          body: { username: member.email, password: member.password },
        });
        const { cookies } = await request.storageState();
        await use(cookies);
        await request.dispose();
      },
      { scope: 'worker' },
    ],
  });
}
