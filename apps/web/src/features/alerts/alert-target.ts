import type { MemberAlert } from '@kickoff/contract';
import { liveLink } from '../catalogue/index.js';

/** Where an alert leads: its url, else its live, else nowhere. */
export function alertTarget(alert: MemberAlert): string | null {
  return alert.url ?? (alert.liveId !== null ? liveLink(alert.liveId) : null);
}
