import type { GameType, LeagueRef, Locale } from '@kickoff/contract';
import { Link, Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../core/document-title.js';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { CalendarIcon, SearchIcon } from '../../../ui/icons.js';
import { ButtonLink, EmptyState } from '../../../ui/index.js';
import { useGameTypes, useTop } from '../../catalogue/index.js';
import { useNextGameDay } from '../api/use-next-game-day.js';
import { useScheduleDay } from '../api/use-schedule-day.js';
import { dayLabel, relativeDay } from '../hooks/schedule-dates.js';
import { useScheduleParams } from '../hooks/use-schedule-params.js';
import { DateStrip } from './DateStrip.js';
import styles from './Schedule.module.css';
import { ScheduleGames } from './ScheduleGames.js';
import { ScheduleShell } from './ScheduleShell.js';
import { ScheduleSkeleton } from './ScheduleSkeleton.js';

/**
 * /schedule/0 (every sport) and /schedule/{sub} (one sport, by game type key or id): a day of games
 * with the date strip, the league filter of the sport and the games grouped by league or by time.
 */
export function DaySchedule({ sub }: { sub: string }) {
  const { t } = useTranslation('schedule');
  const location = useLocation();
  const gameTypes = useGameTypes();
  const { dateInUrl, date } = useScheduleParams();
  const search = dateInUrl ? `?date=${date}` : '';

  if (sub === '0') return <DayBoard gameType={null} search={search} />;

  const gameType = gameTypes.data?.find((g) => g.key === sub || String(g.id) === sub);
  // /schedule/1 → /schedule/football: one address per sport, so its tab is the active one
  if (gameType && gameType.key !== sub) {
    return <Navigate replace to={`/schedule/${gameType.key}${location.search}`} />;
  }
  if (gameType) return <DayBoard gameType={gameType} search={search} />;

  return (
    <ScheduleShell title={t('titleAll')} search={search}>
      {/* the sports answered, and none of them is `sub` */}
      <QueryState query={gameTypes} pending={<ScheduleSkeleton />} stateClassName={styles.stateCard}>
        {() => (
          <EmptyState
            className={styles.stateCard}
            icon={<SearchIcon size={28} />}
            message={t('notFound.title')}
            description={t('notFound.description', { sub })}
            action={<ButtonLink to="/schedule/0">{t('notFound.action')}</ButtonLink>}
          />
        )}
      </QueryState>
    </ScheduleShell>
  );
}

function DayBoard({ gameType, search }: { gameType: GameType | null; search: string }) {
  const { t, i18n } = useTranslation('schedule');
  const locale = i18n.language as Locale;
  const params = useScheduleParams();
  const top = useTop();
  const leagues = gameType ? (top.data?.gameTypes.find((g) => g.id === gameType.id)?.leagues ?? []) : [];
  const leagueId = gameType ? params.leagueId : undefined;
  const query = { date: params.date, gameType: gameType?.id ?? 0, leagueId };
  const day = useScheduleDay(query);
  const items = day.data?.list ?? [];
  const empty = day.isSuccess && !day.isPlaceholderData && items.length === 0;
  const nextDay = useNextGameDay(query, empty);
  const title = gameType ? t('titleSport', { name: gameType.name }) : t('titleAll');
  useDocumentTitle(gameType ? title : undefined);
  const relative = relativeDay(params.date, params.today);
  const subtitle = relative
    ? `${t(`dates.${relative}`)} · ${dayLabel(params.date, locale)}`
    : dayLabel(params.date, locale);

  return (
    <ScheduleShell title={title} subtitle={subtitle} search={search}>
      <div className={styles.toolbar}>
        <DateStrip today={params.today} selected={params.date} linkTo={(d) => params.hrefWith({ date: d })} />
        <div className={styles.filterRow}>
          {gameType && top.isPending ? (
            <span className={styles.chipsPending} aria-hidden="true" />
          ) : gameType && leagues.length > 1 ? (
            <LeagueFilter
              leagues={leagues}
              value={leagueId}
              linkTo={(id) => params.hrefWith({ league: id })}
            />
          ) : (
            <span />
          )}
          <nav className={styles.segmented} aria-label={t('view.label')}>
            {(['league', 'time'] as const).map((view) => (
              <Link
                key={view}
                to={params.hrefWith({ view })}
                className={cx(styles.segment, params.view === view && styles.segmentActive)}
                aria-current={params.view === view ? 'true' : undefined}
              >
                {t(`view.${view}`)}
              </Link>
            ))}
          </nav>
        </div>
      </div>

      <section
        className={cx(styles.board, day.isPlaceholderData && styles.stale)}
        aria-label={t('boardLabel', { day: dayLabel(params.date, locale) })}
        aria-busy={day.isFetching || undefined}
      >
        <QueryState
          query={day}
          pending={<ScheduleSkeleton />}
          stateClassName={styles.stateCard}
          isEmpty={(data) => data.list.length === 0}
          empty={
            <EmptyState
              className={styles.stateCard}
              icon={<CalendarIcon size={28} />}
              message={t('empty.day', { day: dayLabel(params.date, locale) })}
              description={
                nextDay === undefined
                  ? t('empty.looking')
                  : nextDay === null
                    ? t('empty.noneThisWeek')
                    : t('empty.next', { day: dayLabel(nextDay, locale) })
              }
              action={
                <div className={styles.emptyActions}>
                  {nextDay ? (
                    <ButtonLink to={params.hrefWith({ date: nextDay })} data-testid="schedule-next-day">
                      {t('empty.goNext', { day: dayLabel(nextDay, locale) })}
                    </ButtonLink>
                  ) : null}
                  {leagueId ? (
                    <ButtonLink variant="secondary" to={params.hrefWith({ league: null })}>
                      {t('empty.allLeagues')}
                    </ButtonLink>
                  ) : gameType && nextDay === null ? (
                    <ButtonLink variant="secondary" to={`/schedule/0${search}`}>
                      {t('empty.allSports')}
                    </ButtonLink>
                  ) : null}
                </div>
              }
            />
          }
        >
          {(data) => <ScheduleGames items={data.list} view={params.view} />}
        </QueryState>
      </section>
    </ScheduleShell>
  );
}

function LeagueFilter({
  leagues,
  value,
  linkTo,
}: {
  leagues: LeagueRef[];
  value: number | undefined;
  linkTo: (id: number | null) => { search: string };
}) {
  const { t } = useTranslation('schedule');
  const chips = [
    { id: null, name: t('leagues.all'), color: null },
    ...leagues.map((l) => ({ id: l.id, name: l.shortName, color: l.colors[1] })),
  ];
  return (
    <nav className={styles.chips} aria-label={t('leagues.label')}>
      {chips.map((chip) => {
        const active = (chip.id ?? undefined) === value;
        return (
          <Link
            key={chip.id ?? 'all'}
            to={linkTo(chip.id)}
            className={cx(styles.chip, active && styles.chipActive)}
            aria-current={active ? 'true' : undefined}
          >
            {chip.color ? (
              <span className={styles.chipDot} style={{ background: chip.color }} aria-hidden="true" />
            ) : null}
            {chip.name}
          </Link>
        );
      })}
    </nav>
  );
}
