import { compactDateOf, type EndpointData, type Locale } from '@kickoff/contract';
import { Link } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useNow } from '../../../core/render-clock.js';
import { useTranslation } from '../../../i18n/react.js';
import { CalendarIcon, StarIcon } from '../../../ui/icons.js';
import { ButtonLink, EmptyState } from '../../../ui/index.js';
import { useFavoriteSchedule } from '../api/use-favorite-schedule.js';
import { type DayGroup, groupByDay } from '../hooks/group-matches.js';
import { dayLabel, relativeDay } from '../hooks/schedule-dates.js';
import styles from './Schedule.module.css';
import { ScheduleMatchList } from './ScheduleMatchRow.js';
import { ScheduleShell } from './ScheduleShell.js';
import { ScheduleSkeleton } from './ScheduleSkeleton.js';

/** Where members choose their teams and leagues (the my-team / my-league editor). */
export const FAVORITE_EDITOR_PATH = '/mypage/favorite';

/**
 * /schedule/my: the games of the member's favourite teams and leagues over the server's window
 * (today-3 … today+7), grouped by day — what is to come first, then the latest results.
 */
export function FavoriteSchedule() {
  const { t, i18n } = useTranslation('schedule');
  const locale = i18n.language as Locale;
  const schedule = useFavoriteSchedule();
  const data = schedule.data;
  const subtitle = data
    ? t('my.window', { from: dayLabel(data.from, locale), to: dayLabel(data.to, locale) })
    : // the line's room while the window loads: the tabs below stay where they are
      schedule.isPending && <span className={styles.subtitleBone} aria-hidden="true" />;

  return (
    <ScheduleShell title={t('my.title')} subtitle={subtitle}>
      <QueryState
        query={schedule}
        pending={<ScheduleSkeleton />}
        stateClassName={styles.stateCard}
        isEmpty={(answer) => answer.teamIds.length + answer.leagueIds.length === 0}
        empty={
          <EmptyState
            className={styles.stateCard}
            icon={<StarIcon size={28} />}
            message={t('my.noFavorites')}
            description={t('my.noFavoritesHint')}
            action={
              <ButtonLink
                to={FAVORITE_EDITOR_PATH}
                icon={<StarIcon size={16} />}
                data-testid="schedule-my-edit"
              >
                {t('my.chooseFavorites')}
              </ButtonLink>
            }
          />
        }
      >
        {(answer) => <FavoriteDays data={answer} />}
      </QueryState>
    </ScheduleShell>
  );
}

function FavoriteDays({ data }: { data: EndpointData<'schedule.favorite'> }) {
  const { t } = useTranslation('schedule');
  const today = compactDateOf(new Date(useNow()));
  const days = groupByDay(data.list);
  const upcoming = days.filter((d) => d.day >= today);
  const recent = days.filter((d) => d.day < today).reverse();

  return (
    <div className={styles.games}>
      <div className={styles.favoriteBar}>
        <p className={styles.summary}>
          <StarIcon size={15} />
          <span>{t('my.following', { teams: data.teamIds.length, leagues: data.leagueIds.length })}</span>
        </p>
        <Link className={styles.groupLink} to={FAVORITE_EDITOR_PATH}>
          {t('my.edit')}
        </Link>
      </div>

      {data.list.length === 0 ? (
        <EmptyState
          className={styles.stateCard}
          icon={<CalendarIcon size={28} />}
          message={t('my.noGames')}
          description={t('my.noGamesHint')}
          action={<ButtonLink to="/schedule/0">{t('my.seeAll')}</ButtonLink>}
        />
      ) : null}

      {upcoming.length > 0 ? (
        <DaysSection id="schedule-my-upcoming" title={t('my.upcoming')} days={upcoming} today={today} />
      ) : data.list.length > 0 ? (
        <EmptyState
          className={styles.stateCard}
          compact
          icon={<CalendarIcon size={28} />}
          message={t('my.noUpcoming')}
        />
      ) : null}

      {recent.length > 0 ? (
        <DaysSection id="schedule-my-recent" title={t('my.recent')} days={recent} today={today} />
      ) : null}
    </div>
  );
}

/** A titled run of days, each with its heading (today/tomorrow…, the date, how many games) and games. */
function DaysSection({
  id,
  title,
  days,
  today,
}: {
  id: string;
  title: string;
  days: DayGroup[];
  today: string;
}) {
  const { t, i18n } = useTranslation('schedule');
  const locale = i18n.language as Locale;
  return (
    <section className={styles.group} aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {days.map((group) => {
        const relative = relativeDay(group.day, today);
        return (
          <div key={group.day} className={styles.day} data-testid={`schedule-day-${group.day}`}>
            <h3 className={styles.dayTitle}>
              {relative ? <span className={styles.dayRelative}>{t(`dates.${relative}`)}</span> : null}
              {dayLabel(group.day, locale)}
              <span className={styles.groupMeta}>{t('summary.games', { count: group.items.length })}</span>
            </h3>
            <ScheduleMatchList items={group.items} />
          </div>
        );
      })}
    </section>
  );
}
