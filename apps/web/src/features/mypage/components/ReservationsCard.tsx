import {
  formatDate,
  formatTime,
  isLiveOnAir,
  isLocale,
  LIVE_STATUS,
  type Reservation,
} from '@kickoff/contract';
import { Link } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { BellIcon } from '../../../ui/icons.js';
import { ButtonLink, EmptyState } from '../../../ui/index.js';
import { liveLink, StatusBadge } from '../../catalogue/index.js';
import { ReserveButton, useReservations } from '../../schedule/index.js';
import { Card } from './Card.js';
import styles from './MypageHome.module.css';

/** How many upcoming lives the overview lists. */
export const RESERVATIONS_SHOWN = 6;

/** A live reservation's name is "<match>｜<league and round>": two lines on screen. */
function splitName(name: string): [string, string | null] {
  const at = name.indexOf('｜');
  return at < 0 ? [name, null] : [name.slice(0, at), name.slice(at + 1)];
}

/** Whether a reserved live is on air at `now` (isLiveOnAir); teams and leagues have no window. */
function onAirAt({ status, beginAt, endAt }: Reservation, now: Date): boolean {
  return (
    status !== null && beginAt !== null && endAt !== null && isLiveOnAir({ status, beginAt, endAt }, now)
  );
}

/**
 * The reserved lives neither ended nor cancelled (the server's own rule for listing them: a status
 * below ENDED), soonest first: still to come, or on air.
 */
export function upcomingLives(lives: Reservation[]): Reservation[] {
  return lives
    .filter((r) => r.status === null || r.status <= LIVE_STATUS.ON_AIR)
    .sort((a, b) => Date.parse(a.beginAt ?? '') - Date.parse(b.beginAt ?? ''));
}

/**
 * The member's reservations (GET /apush): upcoming lives with their time, those on air with a link to
 * watch, and the teams and leagues whose every live alerts the member. Each bell removes its alert.
 */
export function ReservationsCard() {
  const { t } = useTranslation('mypage');
  const lang = useLanguage();
  const reservations = useReservations();
  const data = reservations.data;
  const lives = data ? upcomingLives(data.live) : [];
  const now = new Date();
  const followed = data ? [...data.team, ...data.league] : [];

  return (
    <Card title={t('reservations.title')} subtitle={t('reservations.subtitle')} testId="mypage-reservations">
      <QueryState
        query={reservations}
        minHeight="160px"
        compact
        isEmpty={() => lives.length === 0 && followed.length === 0}
        empty={
          <EmptyState
            compact
            icon={<BellIcon size={26} />}
            message={t('reservations.empty')}
            description={t('reservations.emptyHint')}
            action={
              <ButtonLink to="/schedule/0" size="sm" variant="secondary">
                {t('reservations.toSchedule')}
              </ButtonLink>
            }
          />
        }
      >
        {() => (
          <>
            {lives.length > 0 && (
              <ul className={styles.reservations}>
                {lives.slice(0, RESERVATIONS_SHOWN).map((reservation) => {
                  const [match, context] = splitName(reservation.name);
                  const onAir = onAirAt(reservation, now);
                  return (
                    <li
                      key={reservation.id}
                      className={styles.reservation}
                      data-testid={`reservation-${reservation.destId}`}
                    >
                      <span className={styles.when}>
                        <span className={styles.whenDate}>
                          {formatDate(reservation.beginAt, isLocale(lang) ? lang : 'ja', {
                            weekday: true,
                          }).slice(5)}
                        </span>
                        <span className={styles.whenTime}>{formatTime(reservation.beginAt)}</span>
                      </span>
                      <span className={styles.what}>
                        <span className={styles.match}>{match}</span>
                        {context && <span className={styles.context}>{context}</span>}
                      </span>
                      {onAir ? (
                        <Link to={liveLink(reservation.destId)} className={styles.watch}>
                          <StatusBadge phase="live" />
                          <span className="visually-hidden">{t('reservations.watch', { name: match })}</span>
                        </Link>
                      ) : (
                        <ReserveButton destId={reservation.destId} iconOnly />
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {lives.length > RESERVATIONS_SHOWN && (
              <p className={styles.more}>
                {t('reservations.more', { count: lives.length - RESERVATIONS_SHOWN })}
              </p>
            )}
            {followed.length > 0 && (
              <div className={styles.followed}>
                <p className={styles.groupLabel}>{t('reservations.followed')}</p>
                <ul className={styles.followedList}>
                  {followed.map((reservation) => (
                    <li key={reservation.id} className={styles.followedItem}>
                      <span className={styles.followedKind}>
                        {t(`reservations.kind.${reservation.type}`)}
                      </span>
                      <span className={styles.followedName}>{reservation.name}</span>
                      <ReserveButton destId={reservation.destId} type={reservation.type} iconOnly />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
