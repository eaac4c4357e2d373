import { type ErrorCode, statusOf } from '@kickoff/contract';

/**
 * The one error type services throw. The error handler turns it into `{ code, message }` with the
 * status the contract assigns to the code (or the one given).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: {
      status?: number;
      fields?: Record<string, string>;
      cause?: unknown;
      /** Sent as Retry-After (a 429 or 503 that knows when trying again makes sense). */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message ?? code, { cause: options.cause });
    this.status = options.status ?? statusOf(code);
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
}
