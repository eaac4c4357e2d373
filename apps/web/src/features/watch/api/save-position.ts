import { call } from '../../../core/call.js';

/**
 * PUT /vod/{id}/position: where the member is in a VOD (continue watching). Fire and forget: a lost
 * report only means resuming a little earlier.
 */
export function savePosition(vodId: number, seconds: number, duration: number): void {
  call('continue.save', { params: { id: vodId }, body: { seconds, duration } }).catch(() => undefined);
}
