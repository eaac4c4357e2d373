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
    options: { status?: number; fields?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message ?? code, { cause: options.cause });
    this.status = options.status ?? statusOf(code);
    this.fields = options.fields;
  }

  readonly fields: Record<string, string> | undefined;
}
