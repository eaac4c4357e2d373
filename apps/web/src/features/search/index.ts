/** The search feature: what routes, the app shell and other features use of it. */
export { SearchScreen } from './components/SearchScreen.js';
export { RECENT_SEARCHES_KEY } from './recent-searches.js';
