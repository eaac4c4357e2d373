import type { ErrorResponse } from '@kickoff/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../shared/app-error.js';
import { refusal } from './refusals.js';

/**
 * Turns every failure into `{ code, message }`: validation 400 with the fields at fault, fastify's own
 * 4xx refusals (bad JSON, body too large, wrong content type…) by status (refusals.ts), anything
 * unexpected 500 with no stack trace or internals (those go to the log).
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
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
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
      body = refusal(status, 'code' in error ? error.code : undefined);
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }

    if (status >= 500 && error instanceof AppError) request.log.error({ err: error }, error.message);
    reply.status(status).header('cache-control', 'no-store').send(body);
  });
}
