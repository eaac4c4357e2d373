import { z } from 'zod';

/**
 * Every error the API answers has this shape (decisions.md, "Messages to the client").
 * `code` is stable and upper snake case; the web client maps it to text in ja, ko and en.
 */
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Field-level problems of a validation failure, keyed by dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The error codes and the HTTP status each one answers with. */
export const errorCodes = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // Help and support
  NOTICE_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  TERMS_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  INQUIRY_LIMIT_REACHED: 429,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCodes;
export const errorCodeList = Object.keys(errorCodes) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return errorCodes[code];
}

export function isErrorResponse(value: unknown): value is ErrorResponse {
  return errorResponseSchema.safeParse(value).success;
}
