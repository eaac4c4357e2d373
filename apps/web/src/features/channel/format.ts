import { BROADCAST_TYPE, formatTime, type Program } from '@kickoff/contract';

/** '01:00–03:00' in Tokyo time. */
export function timeRangeOf(program: Pick<Program, 'startTime' | 'endTime'>): string {
  return `${formatTime(program.startTime)}–${formatTime(program.endTime)}`;
}

/** Key of the broadcast-type label (channel:broadcast.*): live, main, rebroadcast, recorded. */
export function broadcastKey(type: number): 'live' | 'main' | 'rebroadcast' | 'recorded' {
  switch (type) {
    case BROADCAST_TYPE.LIVE:
      return 'live';
    case BROADCAST_TYPE.REBROADCAST:
      return 'rebroadcast';
    case BROADCAST_TYPE.RECORDED:
      return 'recorded';
    default:
      return 'main';
  }
}

/** How far a programme has run at `now`, 0–1. */
export function progressOf(program: Pick<Program, 'startTime' | 'endTime'>, now: number): number {
  const start = Date.parse(program.startTime);
  const end = Date.parse(program.endTime);
  if (end <= start) return 0;
  return Math.min(1, Math.max(0, (now - start) / (end - start)));
}
