import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@kickoff/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error.js';

/** True when every `key=value` of the URL's query decodes as UTF-8 (`%E0%A4%A` or `%ED%A0%80` do not). */
export function isQueryWellEncoded(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return true;
  for (const part of url.slice(start + 1).split(/[&=]/)) {
    if (!part.includes('%')) continue;
    try {
      decodeURIComponent(part);
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * The parts of a request a route may read, decoded. Headers are included because some reach SQL (the
 * User-Agent of a session); cookies are not: the session token is hashed before its lookup and the
 * OAuth cookie is signed, and a stray cookie of another site on the same host must not lock anyone out.
 */
const inputsOf = (request: FastifyRequest) =>
  [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
    ['headers', request.headers],
  ] as const;

/**
 * The one input boundary (a preValidation hook on the root, so every route, schema or not, and the
 * not-found handler pass it, after the body is parsed and before zod): a query string that is not
 * well-formed percent-encoded UTF-8 answers 400 BAD_REQUEST (fastify's parser would keep it raw), and
 * any string or key holding a NUL or a lone surrogate (the contract's safe-text rule) 400
 * VALIDATION_FAILED naming the field. Path encoding errors are fastify's FST_ERR_BAD_URL (framework-errors.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!isQueryWellEncoded(request.url)) {
      throw new AppError('BAD_REQUEST', 'The query string is not valid percent-encoded UTF-8.');
    }
    for (const [part, value] of inputsOf(request)) {
      const at = findUnsafeText(value);
      if (at === null) continue;
      // named like the schema failures (`items.0.name`), headers as `headers.<name>`; an echoed key is cut short
      const field = (part === 'headers' ? `headers.${at}` : at === '*' ? 'path' : at || part).slice(0, 200);
      throw new AppError('VALIDATION_FAILED', `Text ${UNSAFE_TEXT_MESSAGE}.`, {
        fields: { [field]: UNSAFE_TEXT_MESSAGE },
      });
    }
  });
}
