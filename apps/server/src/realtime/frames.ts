import type { ServerSocketMessage } from '@kickoff/contract';

/**
 * A server message as the bytes every socket is sent: JSON made once per broadcast, however many
 * sockets receive it (ws frames the same buffer for each, without copying it).
 */
export const frameOf = (message: ServerSocketMessage): Buffer => Buffer.from(JSON.stringify(message));
