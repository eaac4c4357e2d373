import type { ErrorResponse } from './errors.js';

/**
 * Whether a value has the shape of errorResponseSchema. Written without zod so the web's first load (every
 * failed call reads it) carries no schema library; a contract test holds it to the schema.
 */
export function isErrorResponse(value: unknown): value is ErrorResponse {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { code, message, fields } = value as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (fields === undefined) return true;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return false;
  return Object.values(fields).every((v) => typeof v === 'string');
}
