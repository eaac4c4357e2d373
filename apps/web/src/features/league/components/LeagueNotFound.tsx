import type { GameType } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { TrophyIcon } from '../../../ui/icons.js';
import { ButtonLink, EmptyState } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import styles from './LeagueNotFound.module.css';

/** `/league/{type}` of a sport that does not exist: say so and offer the sports that do. */
export function LeagueNotFound({ type, gameTypes }: { type: string; gameTypes: GameType[] }) {
  const { t } = useTranslation('league');
  return (
    <Page>
      <EmptyState
        icon={<TrophyIcon size={32} />}
        message={t('notFound.title')}
        description={t('notFound.text', { type })}
        className={styles.state}
        action={
          gameTypes.length > 0 ? (
            <div className={styles.links}>
              {gameTypes.map((g) => (
                <ButtonLink key={g.id} to={`/league/${g.key}`} variant="secondary" size="sm">
                  {g.name}
                </ButtonLink>
              ))}
            </div>
          ) : null
        }
      />
    </Page>
  );
}
