/** The league screen (/league/{type}) and the league pieces the news screens share. */

export { useEntry } from './api/use-entry.js';
export { type LeagueMenuItem, useLeagueSort } from './api/use-league-sort.js';
export { usePlayerList } from './api/use-player-list.js';
export { useSeasons } from './api/use-seasons.js';
export { useStandingList } from './api/use-standing-list.js';
export { InlineSelect } from './components/InlineSelect.js';
export { LeagueScreen } from './components/LeagueScreen.js';
export { PlayerTable } from './components/PlayerTable.js';
export { StandingsTable } from './components/StandingsTable.js';
export { positiveInt } from './league-rules.js';
export { defaultOrder, pickView, statViews } from './stat-columns.js';
