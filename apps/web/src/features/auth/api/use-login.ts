import type { LoginBody } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { login } from './login.js';

export interface LoginVariables {
  body: LoginBody;
  remember: boolean;
}

/**
 * The login form's call. Its 401 answers (LOGIN_FAILED …) are answers about the credentials, shown by
 * the form: `meta.authCall` keeps them away from the query client's "session ended" handling.
 */
export function useLogin() {
  return useMutation({
    mutationFn: ({ body, remember }: LoginVariables) => login(body, remember),
    meta: { authCall: true },
  });
}
