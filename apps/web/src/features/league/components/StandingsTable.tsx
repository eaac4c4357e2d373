import type { StandingRow } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { EyeOffIcon } from '../../../ui/icons.js';
import { TeamEmblem } from '../../catalogue/index.js';
import { signed } from '../league-rules.js';
import { FormPills } from './FormPills.js';
import styles from './StandingsTable.module.css';

export interface StandingsTableProps {
  rows: StandingRow[];
  /** The member hides scores: goals for/against and the difference show as "—" with a note. */
  scoreHidden: boolean;
  /** Accessible caption (league and season). */
  caption: string;
  className?: string;
}

const NUMBER_COLUMNS = ['played', 'won', 'drawn', 'lost'] as const;

/**
 * A league table: rank, team, played / won / drawn / lost, for / against / difference, points and the
 * last five results. The rank and team stay put while the numbers scroll sideways on narrow screens.
 * When scores are hidden the server sends no goals and the table says why the columns are empty.
 */
export function StandingsTable({ rows, scoreHidden, caption, className }: StandingsTableProps) {
  const { t } = useTranslation('league');
  const hidden = scoreHidden || rows.some((r) => r.scoreHidden);
  const scoreCell = (value: number | null, diff = false) =>
    hidden || value === null ? (
      <span className={styles.masked} title={t('standings.hiddenCell')}>
        —<span className="visually-hidden">{t('standings.hiddenCell')}</span>
      </span>
    ) : diff ? (
      signed(value)
    ) : (
      value
    );

  return (
    <div className={cx(styles.wrap, className)}>
      {hidden ? (
        <p className={styles.note} data-testid="standings-hidden-note">
          <EyeOffIcon size={16} />
          {t('standings.hiddenNote')}
        </p>
      ) : null}
      {/* scrolls sideways on a phone and holds nothing focusable: the region itself takes focus, so the
          arrow keys scroll it (WCAG 2.1.1; axe scrollable-region-focusable) */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={styles.scroller} aria-label={caption} tabIndex={0}>
        <table className={styles.table} data-testid="standings-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={cx(styles.rank, styles.sticky)}>
                <abbr title={t('standings.cols.rank')}>{t('standings.short.rank')}</abbr>
              </th>
              <th scope="col" className={cx(styles.team, styles.sticky, styles.stickyTeam)}>
                {t('standings.cols.team')}
              </th>
              {NUMBER_COLUMNS.map((key) => (
                <th key={key} scope="col" className={styles.num}>
                  <abbr title={t(`standings.cols.${key}`)}>{t(`standings.short.${key}`)}</abbr>
                </th>
              ))}
              <th scope="col" className={styles.num}>
                <abbr title={t('standings.cols.for')}>{t('standings.short.for')}</abbr>
              </th>
              <th scope="col" className={styles.num}>
                <abbr title={t('standings.cols.against')}>{t('standings.short.against')}</abbr>
              </th>
              <th scope="col" className={styles.num}>
                <abbr title={t('standings.cols.diff')}>{t('standings.short.diff')}</abbr>
              </th>
              <th scope="col" className={cx(styles.num, styles.points)}>
                <abbr title={t('standings.cols.points')}>{t('standings.short.points')}</abbr>
              </th>
              <th scope="col" className={styles.form}>
                {t('standings.cols.form')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.team.id} className={cx(row.rank === 1 && styles.leader)}>
                <td className={cx(styles.rank, styles.sticky)}>
                  <span className={styles.rankBadge}>{row.rank}</span>
                </td>
                <th scope="row" className={cx(styles.team, styles.sticky, styles.stickyTeam)}>
                  <span className={styles.teamCell}>
                    <TeamEmblem team={row.team} size={24} />
                    <span className={styles.teamName}>
                      <span className={styles.full}>{row.team.name}</span>
                      <span className={styles.short}>{row.team.shortName}</span>
                    </span>
                  </span>
                </th>
                {NUMBER_COLUMNS.map((key) => (
                  <td key={key} className={styles.num}>
                    {row[key]}
                  </td>
                ))}
                <td className={styles.num}>{scoreCell(row.scoreFor)}</td>
                <td className={styles.num}>{scoreCell(row.scoreAgainst)}</td>
                <td className={cx(styles.num, !hidden && (row.scoreDiff ?? 0) > 0 && styles.plus)}>
                  {scoreCell(row.scoreDiff, true)}
                </td>
                <td className={cx(styles.num, styles.points)}>{row.points}</td>
                <td className={styles.form}>
                  <FormPills form={row.form} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
