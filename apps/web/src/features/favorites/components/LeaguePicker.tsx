import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../core/error-message.js';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/index.js';
import { useFavoriteLeagues } from '../api/use-favorite-leagues.js';
import type { FavoriteChoice } from '../hooks/favorite-draft.js';
import styles from './Pickers.module.css';
import { PickTile } from './PickTile.js';

interface LeaguePickerProps {
  rankOf: (destId: number) => number | null;
  onToggle: (choice: FavoriteChoice) => void;
}

/** The league picker: every league of GET /favorite/list/league under its sport's heading. */
export function LeaguePicker({ rankOf, onToggle }: LeaguePickerProps) {
  const { t } = useTranslation('favorites');
  const groups = useFavoriteLeagues();

  if (groups.isPending) return <LoadingBlock minHeight="320px" />;
  if (groups.isError) {
    return (
      <ErrorState
        compact
        message={errorMessage(groups.error, t)}
        onRetry={() => void groups.refetch()}
        retrying={groups.isFetching}
      />
    );
  }
  if (groups.data.length === 0) return <EmptyState compact message={t('picker.noLeagues')} />;

  return (
    <div className={styles.picker}>
      {groups.data.map((group) => (
        <section key={group.gameTypeId} className={styles.group} aria-label={group.gameTypeName}>
          <h3 className={styles.groupTitle}>{group.gameTypeName}</h3>
          <ul className={styles.grid}>
            {group.leagues.map((league) => {
              const choice: FavoriteChoice = {
                destId: league.id,
                name: league.name,
                shortName: league.shortName,
                code: null,
                colors: league.colors,
                gameTypeId: group.gameTypeId,
              };
              return (
                <li key={league.id}>
                  <PickTile
                    kind="league"
                    item={choice}
                    meta={league.shortName !== league.name ? league.shortName : undefined}
                    rank={rankOf(league.id)}
                    onToggle={() => onToggle(choice)}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
