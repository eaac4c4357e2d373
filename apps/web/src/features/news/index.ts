/** The news screens (/news/post, /news/standinglist, /news/playerlist) and the player table the league screen shares. */
export { NewsArticle } from './components/NewsArticle.js';
export { NewsHub } from './components/NewsHub.js';
export { NewsList } from './components/NewsList.js';
export { PlayerListScreen } from './components/PlayerListScreen.js';
export { StandingListScreen } from './components/StandingListScreen.js';
