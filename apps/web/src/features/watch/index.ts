/** The watch pages: /player (VOD, channel) and the /live popup, built around the player. */
export { LiveScreen } from './components/LiveScreen.js';
export { WatchScreen } from './components/WatchScreen.js';
