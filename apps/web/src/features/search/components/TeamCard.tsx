import type { SearchTeam } from '@kickoff/contract';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../ui/icons.js';
import { leagueLink, TeamEmblem } from '../../catalogue/index.js';
import styles from './TeamCard.module.css';

export interface TeamCardProps {
  team: SearchTeam;
  /** URL key of the team's sport (/league/{type}); its id when the sports are not loaded yet. */
  typeKey: string;
}

/** A team found by the search: its crest, names and league, leading to that league's page. */
export function TeamCard({ team, typeKey }: TeamCardProps) {
  return (
    <Link
      to={leagueLink(typeKey, team.league?.id)}
      className={styles.card}
      style={{ '--team-a': team.colors[0], '--team-b': team.colors[1] } as CSSProperties}
      data-testid={`search-team-${team.id}`}
    >
      <TeamEmblem team={team} size={52} className={styles.emblem} />
      <span className={styles.text}>
        <span className={styles.name}>{team.name}</span>
        <span className={styles.meta}>
          <span className={styles.sport}>{team.gameTypeName}</span>
          {team.league ? <span>{team.league.name}</span> : null}
        </span>
      </span>
      <ChevronRightIcon size={18} className={styles.chevron} />
    </Link>
  );
}
