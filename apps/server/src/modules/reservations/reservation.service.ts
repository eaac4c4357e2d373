import {
  type CreateReservationBody,
  isLiveReservable,
  LIVE_STATUS,
  type Locale,
  RESERVATION_TYPES,
  type Reservation,
  type Reservations,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import { localize } from '../../shared/locale.js';
import { uniqueViolation } from '../../shared/unique-violation.js';
import type { ReservationRepo, ReservationRow } from './reservation.repo.js';

type Target = Awaited<ReturnType<ReservationRepo['targets']>>[number];

export interface ReservationServiceDeps {
  repo: ReservationRepo;
  clock: Clock;
}

/**
 * Reservations (push alerts, spec §3, §4, §7 /apush) of a team, a league or one live. When a reserved
 * live — or a live of a reserved team's or league's game — goes on air, the alert job tells the member
 * (alerts.service.ts). A live can be reserved only before it begins (408 RESERVATION_CLOSED after).
 */
export function createReservationService({ repo, clock }: ReservationServiceDeps) {
  const present = (row: ReservationRow, target: Target, locale: Locale): Reservation => ({
    id: row.id,
    type: row.type,
    destId: row.destId,
    name: localize(target.name, locale),
    beginAt: target.beginAt?.toISOString() ?? null,
    endAt: target.endAt?.toISOString() ?? null,
    status: target.status,
    createdAt: row.createdAt.toISOString(),
  });

  /** A live target (teams and leagues have no status) past the contract's reservable rule. */
  const closed = ({ status, beginAt }: Target, now: Date) =>
    status !== null && beginAt !== null && !isLiveReservable({ status, beginAt }, now);

  return {
    /** The three lists; a reserved live leaves the list once it has ended or was cancelled. */
    async list(userId: number, locale: Locale): Promise<Reservations> {
      const rows = await repo.listByUser(userId);
      const result: Reservations = { team: [], league: [], live: [] };
      await Promise.all(
        RESERVATION_TYPES.map(async (type) => {
          const ofType = rows.filter((r) => r.type === type);
          const targets = new Map(
            (
              await repo.targets(
                type,
                ofType.map((r) => r.destId),
              )
            ).map((t) => [t.id, t]),
          );
          for (const row of ofType) {
            const target = targets.get(row.destId);
            if (!target) continue;
            if (type === 'live' && target.status !== null && target.status >= LIVE_STATUS.ENDED) continue;
            result[type].push(present(row, target, locale));
          }
        }),
      );
      return result;
    },

    async create(userId: number, body: Pick<CreateReservationBody, 'type' | 'destId'>, locale: Locale) {
      const now = clock.now();
      const [target] = await repo.targets(body.type, [body.destId]);
      if (!target) {
        if (body.type === 'live') throw new AppError('LIVE_NOT_FOUND', 'This live does not exist.');
        throw new AppError('VALIDATION_FAILED', `No such ${body.type}.`, {
          fields: { destId: `unknown ${body.type}` },
        });
      }
      if (body.type === 'live' && closed(target, now)) {
        throw new AppError('RESERVATION_CLOSED', 'This live has already begun or ended.');
      }
      try {
        const row = await repo.create({ userId, type: body.type, destId: body.destId, createdAt: now });
        return present(row, target, locale);
      } catch (error) {
        if (uniqueViolation(error) !== null) {
          throw new AppError('RESERVATION_EXISTS', 'This is already reserved.');
        }
        throw error;
      }
    },

    /** Removes one of the member's reservations; another member's or an unknown id is 404. */
    async remove(userId: number, id: number): Promise<void> {
      const removed = await repo.remove(userId, id);
      if (!removed) throw new AppError('RESERVATION_NOT_FOUND', 'No such reservation.');
    },
  };
}
export type ReservationService = ReturnType<typeof createReservationService>;
