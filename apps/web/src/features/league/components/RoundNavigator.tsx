import { formatDate, type Locale, type SeasonDetail, tokyoDateString } from '@kickoff/contract';
import { useState } from 'react';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons.js';
import { EmptyState } from '../../../ui/index.js';
import { MatchRow, matchViewOf } from '../../catalogue/index.js';
import { useRound } from '../api/use-round.js';
import { pickRound } from '../league-rules.js';
import { InlineSelect } from './InlineSelect.js';
import styles from './RoundNavigator.module.css';
import { Section } from './Section.js';

export interface RoundNavigatorProps {
  season: SeasonDetail;
  /** The server's current round of the season, if any. */
  currentRoundId: number | undefined;
}

/**
 * The rounds of a season one at a time: previous / next (GET /round/{id} names its neighbours), a
 * picker of every round by competition, the round's dates and its games with results. Mount it with
 * `key={season.id}` so a new season opens on its own current round.
 */
export function RoundNavigator({ season, currentRoundId }: RoundNavigatorProps) {
  const { t, i18n } = useTranslation('league');
  const locale = i18n.language as Locale;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const roundId = pickRound(season.rounds, chosen, currentRoundId, tokyoDateString(new Date()));
  const round = useRound(roundId);
  const detail = round.data;

  const groups = season.competitions
    .map((competition) => ({
      label: competition.name,
      options: season.rounds
        .filter((r) => r.competitionId === competition.id)
        .map((r) => ({ value: String(r.id), label: r.name })),
    }))
    .filter((g) => g.options.length > 0);
  const loose = season.rounds
    .filter((r) => !season.competitions.some((c) => c.id === r.competitionId))
    .map((r) => ({ value: String(r.id), label: r.name }));

  if (roundId === undefined) {
    return (
      <Section title={t('sections.round')}>
        <EmptyState compact message={t('empty.rounds')} />
      </Section>
    );
  }

  const dates = detail
    ? detail.round.startDate === detail.round.endDate
      ? formatDate(detail.round.startDate, locale, { weekday: true })
      : `${formatDate(detail.round.startDate, locale)} – ${formatDate(detail.round.endDate, locale)}`
    : null;

  return (
    <Section
      title={t('sections.round')}
      subtitle={detail ? [detail.competition?.name, dates].filter(Boolean).join(' · ') : null}
      testId="round-navigator"
    >
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.step}
          onClick={() => detail?.prevRoundId && setChosen(detail.prevRoundId)}
          disabled={!detail?.prevRoundId}
          aria-label={t('round.prev')}
        >
          <ChevronLeftIcon size={18} />
          <span className={styles.stepText}>{t('round.prev')}</span>
        </button>
        <InlineSelect
          label={t('round.pick')}
          hideLabel
          value={String(roundId)}
          groups={groups}
          options={loose}
          onChange={(value) => setChosen(Number(value))}
          className={styles.picker}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => detail?.nextRoundId && setChosen(detail.nextRoundId)}
          disabled={!detail?.nextRoundId}
          aria-label={t('round.next')}
        >
          <span className={styles.stepText}>{t('round.next')}</span>
          <ChevronRightIcon size={18} />
        </button>
      </div>
      <QueryState
        query={round}
        minHeight="180px"
        compact
        isEmpty={(data) => data.games.length === 0}
        emptyMessage={t('empty.round')}
      >
        {(data) => (
          <ul className={styles.games} aria-busy={round.isPlaceholderData || undefined}>
            {data.games.map((game) => (
              <li key={game.id}>
                <MatchRow match={matchViewOf(game)} showDate />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
