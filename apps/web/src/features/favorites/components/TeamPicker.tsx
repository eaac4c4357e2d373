import { LIMITS } from '@kickoff/contract';
import { useEffect, useId, useState } from 'react';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { CloseIcon, SearchIcon } from '../../../ui/icons.js';
import { EmptyState, Pagination, Tabs } from '../../../ui/index.js';
import { useGameTypes } from '../../catalogue/index.js';
import { useFavoriteTeams } from '../api/use-favorite-teams.js';
import type { FavoriteChoice } from '../hooks/favorite-draft.js';
import styles from './Pickers.module.css';
import { PickTile } from './PickTile.js';

/** Teams a page: fills 4, 3 or 2 columns evenly. */
export const TEAM_PAGE_ITEMS = 24;
const SEARCH_DELAY_MS = 300;

interface TeamPickerProps {
  /** The member's place of each chosen team (1 …). */
  rankOf: (destId: number) => number | null;
  onToggle: (choice: FavoriteChoice) => void;
}

/**
 * The team picker: sports of teams as filter tabs, a name search (30 characters, spec §5) and the
 * teams of GET /favorite/list/team/{page} a page at a time.
 */
export function TeamPicker({ rankOf, onToggle }: TeamPickerProps) {
  const { t } = useTranslation('favorites');
  const searchId = useId();
  const [gameType, setGameType] = useState(0);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const gameTypes = useGameTypes();
  const teams = useFavoriteTeams({
    page,
    pageItem: TEAM_PAGE_ITEMS,
    gameType: gameType || undefined,
    keyword: keyword || undefined,
  });

  // the search runs once typing pauses; a new search starts at page 1
  useEffect(() => {
    const next = text.trim();
    if (next === keyword) return;
    const timer = setTimeout(() => {
      setKeyword(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, keyword]);

  const sports = (gameTypes.data ?? []).filter((type) => type.isTeam);

  return (
    <div className={styles.picker}>
      <div className={styles.toolbar}>
        {sports.length > 0 && (
          <Tabs
            variant="pill"
            ariaLabel={t('picker.sportsLabel')}
            value={String(gameType)}
            onChange={(key) => {
              setGameType(Number(key));
              setPage(1);
            }}
            items={[
              { key: '0', label: t('picker.allSports') },
              ...sports.map((type) => ({ key: String(type.id), label: type.name })),
            ]}
            className={styles.sports}
          />
        )}
        <div className={styles.search}>
          <SearchIcon size={16} className={styles.searchIcon} />
          <label htmlFor={searchId} className="visually-hidden">
            {t('picker.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            value={text}
            maxLength={LIMITS.searchKeywordMax}
            placeholder={t('picker.searchPlaceholder')}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
          {text !== '' && (
            <button
              type="button"
              className={styles.searchClear}
              aria-label={t('picker.clearSearch')}
              onClick={() => setText('')}
            >
              <CloseIcon size={14} />
            </button>
          )}
        </div>
      </div>

      <div aria-busy={teams.isFetching || undefined}>
        <QueryState
          query={teams}
          minHeight="320px"
          compact
          isEmpty={(answer) => answer.list.length === 0}
          empty={
            <EmptyState
              compact
              icon={<SearchIcon size={26} />}
              message={keyword ? t('picker.noTeamsFor', { keyword }) : t('picker.noTeams')}
            />
          }
        >
          {(data) => (
            <>
              <p className={styles.count}>{t('picker.teamCount', { count: data.total })}</p>
              <ul className={`${styles.grid} ${teams.isPlaceholderData ? styles.stale : ''}`}>
                {data.list.map((team) => {
                  const choice: FavoriteChoice = {
                    destId: team.id,
                    name: team.name,
                    shortName: team.shortName,
                    code: team.code,
                    colors: team.colors,
                    gameTypeId: team.gameTypeId,
                  };
                  return (
                    <li key={team.id}>
                      <PickTile
                        kind="team"
                        item={choice}
                        meta={team.gameTypeName}
                        rank={rankOf(team.id)}
                        onToggle={() => onToggle(choice)}
                      />
                    </li>
                  );
                })}
              </ul>
              <Pagination
                page={page}
                totalPages={data.totalPage}
                onChange={setPage}
                className={styles.pagination}
              />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
