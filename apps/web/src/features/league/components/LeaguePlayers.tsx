import { Link } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { TeamEmblem } from '../../catalogue/index.js';
import { usePlayerList } from '../api/use-player-list.js';
import styles from './LeagueSections.module.css';
import { Section } from './Section.js';

const MAX_PLAYERS = 48;

/**
 * The entries of a sport without teams (golf): its players as cards, from GET /news/playerlist
 * (by team and number), each leading to the full player list.
 */
export function LeaguePlayers({ leagueId, seasonId }: { leagueId: number; seasonId: number }) {
  const { t } = useTranslation('league');
  const players = usePlayerList({ seasonId, pageNo: 1, pageItem: MAX_PLAYERS });
  return (
    <Section
      title={t('sections.players')}
      subtitle={players.data ? t('facts.players', { count: players.data.total }) : null}
      testId="league-players"
    >
      <QueryState
        query={players}
        minHeight="200px"
        compact
        isEmpty={(data) => data.list.length === 0}
        emptyMessage={t('empty.players')}
      >
        {(data) => (
          <ul className={styles.players}>
            {data.list.map((player) => (
              <li key={player.id}>
                <Link
                  to={`/news/playerlist?league=${leagueId}&season=${seasonId}&team=${player.team.id}`}
                  className={styles.player}
                >
                  <TeamEmblem team={player.team} size={28} />
                  <span className={styles.playerText}>
                    <span className={styles.playerName}>{player.name}</span>
                    <span className={styles.playerMeta}>
                      {[player.team.shortName, player.position].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
