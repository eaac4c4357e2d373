import { type LoginBody, REMEMBER_HEADER, type SessionUser } from '@kickoff/contract';
import { call } from '../../../core/call.js';

/**
 * POST /login with e-mail and password, or a social provider and its accessToken. `remember` is the
 * auto-login choice, sent as header snrm (spec §5): the session cookie then lasts 30 days.
 */
export function login(body: LoginBody, remember: boolean): Promise<SessionUser> {
  return call('session.login', {
    body,
    headers: remember ? { [REMEMBER_HEADER]: '1' } : undefined,
  });
}
