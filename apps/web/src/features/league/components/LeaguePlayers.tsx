import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../core/error-message.js';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/index.js';
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
      {players.isPending ? (
        <LoadingBlock minHeight="200px" />
      ) : players.isError ? (
        <ErrorState compact message={errorMessage(players.error, t)} onRetry={() => players.refetch()} />
      ) : players.data.list.length === 0 ? (
        <EmptyState compact message={t('empty.players')} />
      ) : (
        <ul className={styles.players}>
          {players.data.list.map((player) => (
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
    </Section>
  );
}
