import type { EntryTeam } from '@kickoff/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { TeamEmblem } from '../../catalogue/index.js';
import styles from './EntryGrid.module.css';

export interface EntryGridProps {
  teams: EntryTeam[];
  /** Where a team leads (its players). */
  teamLink: (team: EntryTeam) => string;
}

/** The teams of a season as cards: crest, name, home town and ground, founding year and squad size. */
export function EntryGrid({ teams, teamLink }: EntryGridProps) {
  const { t } = useTranslation('league');
  return (
    <ul className={styles.grid} data-testid="entry-grid">
      {teams.map((team) => (
        <li key={team.id}>
          <Link to={teamLink(team)} className={styles.card} style={{ borderTopColor: team.colors[0] }}>
            <TeamEmblem team={team} size={44} />
            <span className={styles.text}>
              <span className={styles.name}>{team.name}</span>
              <span className={styles.meta}>{[team.city, team.venue].filter(Boolean).join(' · ')}</span>
              <span className={styles.facts}>
                {team.founded ? <span>{t('entries.founded', { year: team.founded })}</span> : null}
                <span>{t('entries.players', { count: team.playerCount })}</span>
              </span>
            </span>
            <span className="visually-hidden">{t('entries.teamLabel', { team: team.name })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
