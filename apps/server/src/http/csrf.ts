import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** GET calls that change state (spec §7: GET /logout) and so get the same check. */
const STATE_CHANGING_GETS = new Set(['/logout']);

/**
 * Cross-site by design: Apple posts the sign-in answer from appleid.apple.com (response_mode=form_post).
 * The route reads no cookie and changes nothing; it only forwards code and state to the /oauth page,
 * whose token call is then guarded by the signed state cookie.
 */
const CROSS_SITE_CALLBACKS = new Set(['/oauth/apple/callback']);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Cross-site request forgery guard for the API scope (an onRequest hook). The session cookie is
 * SameSite=Lax and bodies are JSON only (no form or text/plain parser), so a cross-site form cannot post;
 * this adds the browser's own signals: a state-changing call is refused with 403 CSRF_REJECTED when
 * `Sec-Fetch-Site` says cross-site, or when an `Origin` is sent that is neither PUBLIC_URL's origin nor
 * the request's own `${protocol}://${host}`. Calls without Origin (curl, server-to-server, tests) pass.
 *
 * `apiPrefix` is stripped from the URL to match the state-changing GETs.
 */
export function csrfGuard(publicUrl: string, apiPrefix = '/api/v2') {
  const publicOrigin = originOf(publicUrl);
  return async function csrf(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const path = (request.url.split('?')[0] ?? '').slice(apiPrefix.length);
    const guarded =
      UNSAFE_METHODS.has(request.method) ||
      ((request.method === 'GET' || request.method === 'HEAD') && STATE_CHANGING_GETS.has(path));
    if (!guarded || CROSS_SITE_CALLBACKS.has(path)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('CSRF_REJECTED', 'Cross-site requests are not allowed');
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== publicOrigin && origin !== own) {
      throw new AppError('CSRF_REJECTED', 'This request came from another site');
    }
  };
}
