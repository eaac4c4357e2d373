import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../core/api-client.js';
import { useDocumentTitle } from '../../../core/document-title.js';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { ErrorState, LoadingBlock, type TabItem, Tabs } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { useGameTypes } from '../../catalogue/index.js';
import { useLeagueHome } from '../api/use-league-home.js';
import { useLeagueInfo } from '../api/use-league-info.js';
import { useLeagueSort } from '../api/use-league-sort.js';
import { useLeagueYears } from '../api/use-league-years.js';
import { useLeaguesOfType } from '../api/use-leagues-of-type.js';
import { useSeasons } from '../api/use-seasons.js';
import { useLeagueParams } from '../hooks/use-league-params.js';
import { inMenuOrder, leagueKeyTarget, pickLeague } from '../league-rules.js';
import { InlineSelect } from './InlineSelect.js';
import { LeagueEntries } from './LeagueEntries.js';
import { LeagueHero } from './LeagueHero.js';
import { LeagueNews } from './LeagueNews.js';
import { LeagueNotFound } from './LeagueNotFound.js';
import { LeaguePlayers } from './LeaguePlayers.js';
import { LeagueRanking } from './LeagueRanking.js';
import styles from './LeagueScreen.module.css';
import { LeagueStandings } from './LeagueStandings.js';
import { LeagueVodRails } from './LeagueVodRails.js';
import { MatchList } from './MatchList.js';
import { RoundNavigator } from './RoundNavigator.js';
import { Section } from './Section.js';

const NOT_FOUND_CODES = new Set(['GAME_TYPE_NOT_FOUND', 'VALIDATION_FAILED', 'NOT_FOUND']);

/**
 * `/league/{type}`: the league home of a sport (spec §2). Sport tabs, the sport's leagues (`?league=`,
 * default the first in menu order), the league's header and season selector (`?year=`), then next
 * games and latest results, a round navigator, the table (players for sports without teams), videos,
 * entries and news. An unknown sport gets a clear not-found state.
 */
export function LeagueScreen() {
  const { type = '' } = useParams();
  const { t } = useTranslation('league');
  const location = useLocation();
  const navigate = useNavigate();
  const params = useLeagueParams();

  const gameTypes = useGameTypes();
  const ofType = useLeaguesOfType(type);
  const menu = useLeagueSort();
  const leagues = ofType.data ? inMenuOrder(ofType.data.leagues, menu.data) : [];
  const selected = pickLeague(leagues, params.league);

  const year = params.year ?? selected?.currentSeason?.year;
  const years = useLeagueYears(selected?.id);
  const seasonsOfYear = useSeasons(selected?.id, year);
  const yearFailed = params.year !== undefined && seasonsOfYear.isError;
  const pickedSeason = params.year !== undefined && !yearFailed ? seasonsOfYear.data?.[0] : undefined;
  const homeReady =
    selected !== undefined &&
    !menu.isPending &&
    (params.year === undefined || yearFailed || pickedSeason !== undefined);
  const home = useLeagueHome(type, selected?.id, pickedSeason?.id, homeReady);
  const info = useLeagueInfo(selected?.id);

  // `/league/1` (an id) becomes `/league/football`, so the sport tab lights up and links read well
  const canonical = ofType.data?.gameType.key;
  useEffect(() => {
    if (canonical && canonical !== type)
      navigate(`/league/${canonical}${location.search}`, { replace: true });
  }, [canonical, type, location.search, navigate]);

  // `/league/neo1` (a league's key, as popup links write it) becomes that league under its sport
  const byLeagueKey = ofType.isError ? leagueKeyTarget(menu.data, type, location.search) : undefined;
  useEffect(() => {
    if (byLeagueKey) navigate(byLeagueKey, { replace: true });
  }, [byLeagueKey, navigate]);

  useDocumentTitle(selected?.name);

  const sportTabs: TabItem[] = (gameTypes.data ?? []).map((g) => ({
    key: g.key,
    label: g.name,
    to: `/league/${g.key}`,
  }));
  const sportBar = <Tabs items={sportTabs} ariaLabel={t('sportTabs')} className={styles.sportTabs} />;

  if (ofType.isError && !byLeagueKey && !menu.isPending) {
    const code = ofType.error instanceof ApiError ? ofType.error.code : undefined;
    if (code && NOT_FOUND_CODES.has(code)) {
      return (
        <>
          <div className={styles.bare}>
            <Page className={styles.bareInner}>{sportBar}</Page>
          </div>
          <LeagueNotFound type={type} gameTypes={gameTypes.data ?? []} />
        </>
      );
    }
    return (
      <Page>
        <ErrorState message={errorMessage(ofType.error, t)} onRetry={() => ofType.refetch()} />
      </Page>
    );
  }

  if (!ofType.isSuccess || menu.isPending) {
    return (
      <Page>
        <LoadingBlock label={t('loading')} minHeight="60vh" />
      </Page>
    );
  }

  const { gameType } = ofType.data;
  if (!selected) {
    return (
      <>
        <div className={styles.bare}>
          <Page className={styles.bareInner}>{sportBar}</Page>
        </div>
        <Page>
          <ErrorState message={t('noLeagues', { sport: gameType.name })} />
        </Page>
      </>
    );
  }

  const leagueTabs = (
    <Tabs
      variant="pill"
      ariaLabel={t('leagueTabs')}
      value={String(selected.id)}
      onChange={(key) => params.update({ league: Number(key) })}
      items={leagues.map((l) => ({ key: String(l.id), label: l.name }))}
    />
  );

  const yearOptions = (years.data ?? (year ? [{ year, isCurrent: true }] : [])).map((y) => ({
    value: String(y.year),
    label: y.isCurrent ? t('season.yearCurrent', { year: y.year }) : t('season.year', { year: y.year }),
  }));
  const seasonPicker =
    yearOptions.length > 0 && year !== undefined ? (
      <InlineSelect
        label={t('season.label')}
        value={String(pickedSeason?.year ?? year)}
        options={yearOptions}
        onChange={(value) => {
          const picked = Number(value);
          params.update({ year: picked === selected.currentSeason?.year ? undefined : picked });
        }}
      />
    ) : null;

  // the home of the league on screen (the previous league's answer may still show while this one loads)
  const data = home.data && home.data.league.id === selected.id ? home.data : undefined;
  const season = data?.season ?? pickedSeason ?? selected.currentSeason;
  const seasonDetail = seasonsOfYear.data?.find((s) => s.id === data?.season?.id);
  const stale = home.isPlaceholderData;

  return (
    <>
      <LeagueHero
        gameType={gameType}
        league={selected}
        season={season ?? null}
        currentRound={data?.currentRound ?? null}
        teamCount={info.data?.teamCount}
        pending={{ teams: info.isPending, round: !data && !home.isError }}
        sportTabs={sportBar}
        leagueTabs={leagueTabs}
        seasonPicker={seasonPicker}
      />
      <Page className={styles.content}>
        {home.isError ? (
          <ErrorState message={errorMessage(home.error, t)} onRetry={() => home.refetch()} />
        ) : !data ? (
          <LoadingBlock label={t('loading')} minHeight="50vh" />
        ) : (
          <div className={cx(styles.sections, stale && styles.stale)} aria-busy={stale || undefined}>
            <div className={styles.columns}>
              <Section title={t('sections.next')} testId="league-next">
                <MatchList games={data.nextGames} empty={t('empty.next')} short />
              </Section>
              <Section title={t('sections.results')} testId="league-results">
                <MatchList games={data.latestResults} empty={t('empty.results')} short />
              </Section>
            </div>

            {seasonDetail ? (
              <RoundNavigator
                key={seasonDetail.id}
                season={seasonDetail}
                currentRoundId={data.currentRound?.id}
              />
            ) : null}

            {data.season ? (
              gameType.isTeam ? (
                <LeagueStandings leagueId={selected.id} leagueName={selected.name} season={data.season} />
              ) : (
                <LeagueRanking leagueId={selected.id} season={data.season} />
              )
            ) : null}

            <LeagueVodRails leagueId={selected.id} gameTypeKey={gameType.key} sportName={gameType.name} />

            {data.season ? (
              gameType.isTeam ? (
                <LeagueEntries leagueId={selected.id} seasonId={data.season.id} />
              ) : (
                <LeaguePlayers leagueId={selected.id} seasonId={data.season.id} />
              )
            ) : null}

            <LeagueNews leagueId={selected.id} posts={data.news} />
          </div>
        )}
      </Page>
    </>
  );
}
