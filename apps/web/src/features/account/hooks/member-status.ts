import type { SessionUser } from '@kickoff/contract';

/** Whether the member carries a status of spec §4 (in `status` or the status list). */
export function hasStatus(user: Pick<SessionUser, 'status' | 'statusList'>, ...statuses: number[]): boolean {
  return statuses.some((s) => user.status === s || user.statusList.includes(s));
}
