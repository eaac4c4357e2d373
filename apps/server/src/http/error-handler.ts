import type { ErrorResponse } from '@kickoff/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../shared/app-error.js';

/**
 * Turns every failure into `{ code, message }`: validation 400 with the fields at fault, unknown
 * route 404, anything unexpected 500 with no stack trace or internals (those go to the log).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    let status = 500;
    let body: ErrorResponse = {
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong. Please try again later.',
    };

    if (error instanceof AppError) {
      status = error.status;
      body = { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'input');
        fields[path] ??= issue.message ?? 'invalid';
      }
      body = { code: 'VALIDATION_FAILED', message: 'Some input is not valid.', fields };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    } else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
      status = error.statusCode;
      body = fastifyClientError(error as FastifyError);
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }

    if (status >= 500 && error instanceof AppError) request.log.error({ err: error }, error.message);
    reply.status(status).header('cache-control', 'no-store').send(body);
  });
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type…) in our shape. */
function fastifyClientError(error: FastifyError): ErrorResponse {
  switch (error.statusCode) {
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' };
    case 415:
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send JSON (application/json).' };
    case 429:
      return { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' };
    case 404:
      return { code: 'NOT_FOUND', message: 'Not found' };
    case 401:
      return { code: 'UNAUTHORIZED', message: 'Please log in.' };
    case 403:
      return { code: 'FORBIDDEN', message: 'Not allowed.' };
    default:
      return {
        code: 'BAD_REQUEST',
        message:
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The JSON body is malformed.' : 'Bad request.',
      };
  }
}
