import { useState } from 'react';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { cx } from '../../../ui/cx.js';
import { ChevronDownIcon } from '../../../ui/icons.js';
import { useGameTypes } from '../../catalogue/index.js';
import type { SearchVodSort } from '../api/search-keys.js';
import { type SearchLives, useSearchLives } from '../api/use-search-lives.js';
import { useSearchTeams } from '../api/use-search-teams.js';
import { useSearchVods } from '../api/use-search-vods.js';
import { LiveCard } from './LiveCard.js';
import { NoResults } from './NoResults.js';
import styles from './SearchResults.module.css';
import { CardGrid, CardSkeletons, SearchSection } from './SearchSection.js';
import { TeamCard } from './TeamCard.js';
import { VodChart } from './VodChart.js';
import { VodResults } from './VodResults.js';

interface SearchResultsProps {
  keyword: string;
  sort: SearchVodSort;
  onSort: (sort: SearchVodSort) => void;
}

type SectionKey = 'teams' | 'lives' | 'vods';

/**
 * /search?q=…: teams, lives and VODs matching the keyword, each with its count, and links to jump to
 * each section. A section with nothing found is left out; when none found anything, the designed
 * no-results state with suggestions, and the VOD chart to browse instead.
 */
export function SearchResults({ keyword, sort, onSort }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const teams = useSearchTeams(keyword);
  const lives = useSearchLives(keyword);
  const vods = useSearchVods(keyword, sort);
  const gameTypes = useGameTypes();

  const counts: Record<SectionKey, number | undefined> = {
    teams: teams.data?.length,
    lives: lives.data?.count,
    vods: vods.data?.pages[0]?.total,
  };
  const settled = teams.isSuccess && lives.isSuccess && vods.isSuccess;
  const total = (counts.teams ?? 0) + (counts.lives ?? 0) + (counts.vods ?? 0);

  if (settled && total === 0) {
    return (
      <div className={styles.results}>
        <NoResults keyword={keyword} />
        <VodChart title={t('none.chart')} />
      </div>
    );
  }

  const typeKey = (gameTypeId: number) =>
    gameTypes.data?.find((type) => type.id === gameTypeId)?.key ?? String(gameTypeId);
  const shows = (key: SectionKey) => counts[key] === undefined || counts[key] > 0;

  return (
    <div className={styles.results} data-testid="search-results">
      <header className={styles.summary}>
        <h2 className={styles.heading}>
          {t('results.heading', { keyword })}
          {settled ? <span className={styles.total}>{t('results.total', { count: total })}</span> : null}
        </h2>
        <nav className={styles.jumps} aria-label={t('results.jump')}>
          {(['teams', 'lives', 'vods'] as const).map((key) => {
            const count = counts[key];
            return (
              <button
                key={key}
                type="button"
                className={cx(styles.jump, count === 0 && styles.jumpEmpty)}
                disabled={count === 0}
                data-testid={`search-count-${key}`}
                onClick={() =>
                  document.getElementById(`search-${key}`)?.scrollIntoView({ behavior: 'smooth' })
                }
              >
                {t(`results.${key}`)}
                <span className={styles.jumpCount}>{count ?? '…'}</span>
              </button>
            );
          })}
        </nav>
      </header>

      {shows('teams') ? (
        <SearchSection
          id="search-teams"
          title={t('results.teams')}
          aside={teams.data ? t('results.count', { count: teams.data.length }) : undefined}
        >
          <QueryState query={teams} pending={<CardSkeletons count={4} variant="team" />} compact>
            {(data) => (
              <CardGrid variant="team" label={t('results.teams')} testId="search-team-list">
                {data.map((team) => (
                  <li key={team.id}>
                    <TeamCard team={team} typeKey={typeKey(team.gameTypeId)} />
                  </li>
                ))}
              </CardGrid>
            )}
          </QueryState>
        </SearchSection>
      ) : null}

      {shows('lives') ? (
        <SearchSection
          id="search-lives"
          title={t('results.lives')}
          aside={lives.data ? t('results.count', { count: lives.data.count }) : undefined}
        >
          <QueryState query={lives} pending={<CardSkeletons count={4} />} compact>
            {(data) => <LiveResults lives={data} />}
          </QueryState>
        </SearchSection>
      ) : null}

      {shows('vods') ? <VodResults query={vods} sort={sort} onSort={onSort} /> : null}
    </div>
  );
}

/** Lives shown before 「すべて表示」: two rows of four. */
const LIVES_FOLDED = 8;

/** The lives found, soonest first: two rows, then all of them (the answer holds up to 30) on request. */
function LiveResults({ lives }: { lives: SearchLives }) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const shown = open ? lives.list : lives.list.slice(0, LIVES_FOLDED);
  return (
    <>
      <CardGrid label={t('results.lives')} testId="search-live-list">
        {shown.map((live) => (
          <li key={live.id} data-testid={`search-live-${live.id}`}>
            <LiveCard live={live} />
          </li>
        ))}
      </CardGrid>
      {!open && lives.list.length > LIVES_FOLDED ? (
        <div className={styles.unfold}>
          <Button variant="ghost" icon={<ChevronDownIcon size={18} />} onClick={() => setOpen(true)}>
            {t('results.allLives', { count: lives.list.length })}
          </Button>
        </div>
      ) : null}
      {open && lives.count > lives.list.length ? (
        <p className={styles.note}>
          {t('results.livesCapped', { shown: lives.list.length, count: lives.count })}
        </p>
      ) : null}
    </>
  );
}
