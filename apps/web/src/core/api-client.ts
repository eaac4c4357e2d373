import type { ErrorResponse } from '@kickoff/contract';

/** A failed call, carrying the server's `{ code, message }` (or a client-side code for network failures). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  static from(status: number, body: ErrorResponse): ApiError {
    return new ApiError(status, body.code, body.message, body.fields);
  }
}

export const API_BASE = '/api/v2';

/** Downloads a file as a blob and hands it to the browser under its name (spec §3 board files). */
export async function downloadFile(url: string, name: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok)
    throw new ApiError(response.status, 'FILE_NOT_FOUND', `Download failed: ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
