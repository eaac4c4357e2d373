import {
  type ClientMessage,
  CMD,
  type ServerSocketMessage,
  SOCKET_MAX_FRAME_BYTES,
  serverDeletedSchema,
  serverErrorSchema,
  serverForcedLogoutSchema,
  serverHelloSchema,
  serverJoinedSchema,
  serverMessageSchema,
  serverNicknameSchema,
  serverSendResultSchema,
  serverStandingSchema,
  serverStateSchema,
} from '@kickoff/contract';

/** The schema of each server command: a frame is checked against its own command's schema only. */
const SCHEMAS = {
  [CMD.forcedLogout]: serverForcedLogoutSchema,
  [CMD.hello]: serverHelloSchema,
  [CMD.join]: serverJoinedSchema,
  [CMD.message]: serverMessageSchema,
  [CMD.sendResult]: serverSendResultSchema,
  [CMD.deleted]: serverDeletedSchema,
  [CMD.state]: serverStateSchema,
  [CMD.standing]: serverStandingSchema,
  [CMD.nickname]: serverNicknameSchema,
  [CMD.error]: serverErrorSchema,
} as const;

/**
 * One frame from the server, or null when it is not one of the contract's (too large, not JSON, an
 * unknown command, a field of the wrong shape). Cheap first: the size and the `cmd` number decide
 * before any schema runs, and then only that command's schema runs.
 */
export function parseServerFrame(data: unknown): ServerSocketMessage | null {
  if (typeof data !== 'string' || data.length > SOCKET_MAX_FRAME_BYTES * 4) return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const cmd = (value as { cmd?: unknown }).cmd;
  if (typeof cmd !== 'number' || !Object.hasOwn(SCHEMAS, cmd)) return null;
  const result = SCHEMAS[cmd as keyof typeof SCHEMAS].safeParse(value);
  return result.success ? (result.data as ServerSocketMessage) : null;
}

/** One frame to the server, typed by the contract. */
export function encodeClientFrame(message: ClientMessage): string {
  return JSON.stringify(message);
}
