import {
  isReservationRemoved,
  type Reservation,
  type Reservations,
  type ReservationType,
  shouldRefreshReservations,
} from '@kickoff/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../core/api-client.js';
import { call } from '../../../core/call.js';
import { useSession } from '../../../core/use-session.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { scheduleKeys } from './schedule-keys.js';

/** GET /apush: the member's reservations (push alerts) of teams, leagues and lives (spec §3). */
export function useReservations() {
  const lang = useLanguage();
  return useQuery({
    queryKey: scheduleKeys.reservations(lang),
    queryFn: ({ signal }) => call('reservations.list', { signal }),
  });
}

/** What a reservation is for: a live (the usual case), a team or a league. */
export interface ReservationTarget {
  type: ReservationType;
  destId: number;
}

/** The reservation of `target` in a list, if the member has one. */
export function findReservation(
  list: Reservations | undefined,
  target: ReservationTarget,
): Reservation | undefined {
  return list?.[target.type].find((r) => r.destId === target.destId);
}

export interface ToggleReservationVariables extends ReservationTarget {
  /** True: reserve (POST /apush); false: remove the reservation (DELETE /apush/{id}). */
  reserve: boolean;
}

/**
 * Reserves or un-reserves an alert, with the rules of spec §4:
 * - an add refreshes the list on success, and also on 409 (already reserved) and 408 (the live began
 *   or ended) — the error still reaches the caller, who explains it;
 * - removing one that is not in the local list, or that the server no longer knows (404), counts as
 *   success.
 * The list in the cache is updated at once from the answer, then fetched again.
 */
export function useToggleReservation() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  const session = useSession();
  const key = scheduleKeys.reservations(lang);

  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.reservationsAll });
  const update = (change: (list: Reservations) => Reservations) =>
    queryClient.setQueryData<Reservations>(key, (list) => (list ? change(list) : list));

  return useMutation({
    mutationFn: async ({ type, destId, reserve }: ToggleReservationVariables) => {
      if (reserve) {
        const userId = session.data?.userId;
        if (!userId) throw new ApiError(401, 'UNAUTHORIZED', 'Not logged in');
        const created = await call('reservations.create', { body: { userId, type, destId } });
        return { reserved: true as const, reservation: created };
      }
      const local = findReservation(queryClient.getQueryData<Reservations>(key), { type, destId });
      if (local) {
        try {
          await call('reservations.remove', { params: { id: local.id } });
        } catch (error) {
          if (!(error instanceof ApiError && isReservationRemoved(error.status))) throw error;
        }
      }
      return { reserved: false as const, reservation: local ?? null };
    },
    onSuccess: (result, { type, destId }) => {
      update((list) => ({
        ...list,
        [type]: result.reserved
          ? [...list[type].filter((r) => r.destId !== destId), result.reservation]
          : list[type].filter((r) => r.destId !== destId),
      }));
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && shouldRefreshReservations(error.status)) void refresh();
    },
  });
}
