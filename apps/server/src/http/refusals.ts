import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorResponse } from '@kickoff/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The answer to each refusal that comes from fastify or Node rather than from a route. */
const REFUSALS: Record<number, ErrorResponse> = {
  400: { code: 'BAD_REQUEST', message: 'Bad request.' },
  401: { code: 'UNAUTHORIZED', message: 'Please log in.' },
  403: { code: 'FORBIDDEN', message: 'Not allowed.' },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This method is not allowed here.' },
  408: { code: 'REQUEST_TIMEOUT', message: 'The request was not received in time.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  414: { code: 'URI_TOO_LONG', message: 'A part of the path is too long.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send JSON (application/json).' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
};

/** Sharper messages for some of fastify's own error codes. */
const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The JSON body is malformed.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length does not match the body.',
  FST_ERR_BAD_URL: 'The URL is not properly encoded.',
};

/** `{ code, message }` of a refusal with this status (a 4xx unknown here: BAD_REQUEST at that status). */
export function refusal(status: number, fastifyCode?: string): ErrorResponse {
  const known = REFUSALS[status] ?? REFUSALS[400];
  const message = (fastifyCode && MESSAGES[fastifyCode]) || known?.message || 'Bad request.';
  return { code: known?.code ?? 'BAD_REQUEST', message };
}

/**
 * Fastify's router refusals (its `frameworkErrors` option): a path that is not valid percent-encoding
 * (`/api/v2/%zz`) answers 400 BAD_REQUEST, a parameter over `maxParamLength` 414 URI_TOO_LONG.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  reply.status(status).header('cache-control', 'no-store').send(refusal(status, error.code));
}

/**
 * What Node's HTTP parser refuses before fastify sees a request (its `clientErrorHandler` option):
 * headers over the size limit answer 431 HEADERS_TOO_LARGE, a request not received in time 408
 * REQUEST_TIMEOUT, any other malformed request 400 BAD_REQUEST; the socket is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  if (socket.writable) {
    const body = JSON.stringify(refusal(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
