/*
 * The reservation calls' status rules the web's schedule uses, apart from the schemas of favorites.ts
 * (no schema library on the schedule's first load).
 */

/**
 * Spec §4: a reservation add refreshes the list on success, and also on 409 (already reserved) and 408
 * (the live already began or ended); spec §8 likewise.
 */
export function shouldRefreshReservations(status: number): boolean {
  return (status >= 200 && status < 300) || status === 408 || status === 409;
}

/** Spec §4: removing a reservation the server does not know (404) counts as success. */
export function isReservationRemoved(status: number): boolean {
  return (status >= 200 && status < 300) || status === 404;
}
