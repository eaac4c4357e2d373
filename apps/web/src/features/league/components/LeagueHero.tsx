import {
  formatDate,
  type GameType,
  type LeagueSummary,
  type Locale,
  type Round,
  type Season,
} from '@kickoff/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Page } from '../../../ui/Page.js';
import { ScoreToggle } from '../../catalogue/index.js';
import { LeagueBadge } from './LeagueBadge.js';
import styles from './LeagueHero.module.css';

export interface LeagueHeroProps {
  gameType: GameType;
  league: LeagueSummary;
  /** The season on screen (the chosen year's, else the current one). */
  season: Season | null;
  currentRound: Round | null;
  teamCount: number | undefined;
  /** Facts still on their way (the team count, the current round): their room is kept by a bone. */
  pending?: { teams: boolean; round: boolean };
  /** Sport tabs, above everything. */
  sportTabs: ReactNode;
  /** League tabs of the sport. */
  leagueTabs: ReactNode;
  /** The season selector. */
  seasonPicker: ReactNode;
}

/**
 * The top of a league's home, drawn in the league's colours: sport and league tabs, the league's art,
 * name and description, facts of the season on screen, the season selector and the score switch.
 */
export function LeagueHero({
  gameType,
  league,
  season,
  currentRound,
  teamCount,
  pending = { teams: false, round: false },
  sportTabs,
  leagueTabs,
  seasonPicker,
}: LeagueHeroProps) {
  const { t, i18n } = useTranslation('league');
  const locale = i18n.language as Locale;
  const [primary, secondary] = league.colors;
  // a fact still loading is a bone of about its size, so the chips wrap now as they will then
  const facts: Array<{ key: string; text: string | null }> = [];
  if (season)
    facts.push({
      key: 'dates',
      text: `${formatDate(season.startDate, locale)} – ${formatDate(season.endDate, locale)}`,
    });
  if (gameType.isTeam && teamCount !== undefined)
    facts.push({ key: 'teams', text: t('facts.teams', { count: teamCount }) });
  else if (gameType.isTeam && pending.teams) facts.push({ key: 'teams', text: null });
  if (season?.isCurrent && currentRound)
    facts.push({ key: 'round', text: t('facts.round', { round: currentRound.name }) });
  else if (season?.isCurrent && pending.round) facts.push({ key: 'round', text: null });

  return (
    <div className={styles.hero} style={{ '--league-a': primary, '--league-b': secondary } as CSSProperties}>
      <Page className={styles.inner}>
        {sportTabs}
        <div className={styles.leagues}>{leagueTabs}</div>
        <div className={styles.headline}>
          <LeagueBadge colors={league.colors} name={league.shortName} className={styles.logo} />
          <div className={styles.text}>
            <p className={styles.eyebrow}>
              <span>{gameType.name}</span>
              {season ? (
                <span className={season.isCurrent ? styles.current : undefined}>
                  {season.name}
                  {season.isCurrent ? ` · ${t('season.current')}` : ''}
                </span>
              ) : null}
            </p>
            <h1 className={styles.title}>{league.name}</h1>
            {league.description ? <p className={styles.description}>{league.description}</p> : null}
            {facts.length > 0 ? (
              <ul className={styles.facts}>
                {facts.map((fact) =>
                  fact.text === null ? (
                    <li key={fact.key} aria-hidden="true">
                      <span className={styles.factBone} />
                    </li>
                  ) : (
                    <li key={fact.key}>{fact.text}</li>
                  ),
                )}
              </ul>
            ) : null}
          </div>
          <div className={styles.tools}>
            {seasonPicker}
            <ScoreToggle />
          </div>
        </div>
      </Page>
    </div>
  );
}
