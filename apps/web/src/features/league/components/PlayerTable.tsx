import type { PlayerRow } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { ChevronDownIcon } from '../../../ui/icons.js';
import { TeamEmblem } from '../../catalogue/index.js';
import { formatStat } from '../stat-columns.js';
import styles from './PlayerTable.module.css';

export interface PlayerTableProps {
  players: PlayerRow[];
  columns: string[];
  /** The statistic the list is ranked by (null: by team and number, no ranks). */
  sort: string | null;
  order: 'asc' | 'desc';
  /** Rank of the first row minus one (the page's offset). */
  offset?: number;
  /** Makes the statistic headers buttons that sort by them. */
  onSort?: (key: string) => void;
  caption: string;
}

/**
 * Players with their season statistics: rank (or shirt number), name, position and team, then one
 * column per statistic. Headers sort when `onSort` is given (the sorted one shows its direction and
 * aria-sort); player and rank stay put while the statistics scroll sideways on narrow screens.
 */
export function PlayerTable({
  players,
  columns,
  sort,
  order,
  offset = 0,
  onSort,
  caption,
}: PlayerTableProps) {
  const { t, i18n } = useTranslation('news');
  const ranked = sort !== null;

  return (
    <div className={styles.scroller}>
      <table className={styles.table} data-testid="player-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={cx(styles.rank, styles.sticky)}>
              {ranked ? t('players.rank') : t('players.number')}
            </th>
            <th scope="col" className={cx(styles.player, styles.sticky, styles.stickyPlayer)}>
              {t('players.player')}
            </th>
            {columns.map((key) => {
              const active = sort === key;
              const label = (
                <abbr title={t(`stats.${key}.full`, { defaultValue: key })}>
                  {t(`stats.${key}.short`, { defaultValue: key })}
                </abbr>
              );
              return (
                <th
                  key={key}
                  scope="col"
                  className={cx(styles.stat, active && styles.active)}
                  aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {onSort ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSort(key)}>
                      {label}
                      <span className="visually-hidden">
                        {t('players.sortBy', { stat: t(`stats.${key}.full`, { defaultValue: key }) })}
                      </span>
                      <ChevronDownIcon
                        size={12}
                        className={cx(styles.arrow, active && order === 'asc' && styles.up)}
                      />
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {players.map((player, i) => (
            <tr key={player.id}>
              <td className={cx(styles.rank, styles.sticky)}>
                {ranked ? (
                  <span className={cx(styles.rankBadge, offset + i === 0 && styles.first)}>
                    {offset + i + 1}
                  </span>
                ) : (
                  <span className={styles.number}>{player.number ?? '—'}</span>
                )}
              </td>
              <th scope="row" className={cx(styles.player, styles.sticky, styles.stickyPlayer)}>
                <span className={styles.playerCell}>
                  <TeamEmblem team={player.team} size={24} />
                  <span className={styles.playerText}>
                    <span className={styles.name}>{player.name}</span>
                    <span className={styles.meta}>
                      {[player.team.shortName, player.position].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </span>
              </th>
              {columns.map((key) => (
                <td key={key} className={cx(styles.stat, sort === key && styles.active)}>
                  {formatStat(key, player.stats[key], i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
