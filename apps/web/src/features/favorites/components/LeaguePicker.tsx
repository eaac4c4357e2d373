import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
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

  return (
    <QueryState
      query={groups}
      minHeight="320px"
      compact
      isEmpty={(data) => data.length === 0}
      emptyMessage={t('picker.noLeagues')}
    >
      {(data) => (
        <div className={styles.picker}>
          {data.map((group) => (
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
      )}
    </QueryState>
  );
}
