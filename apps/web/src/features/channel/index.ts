/** The channel feature: what routes, the app shell and other features use of it. */
export { prefetchChannelToday } from './api/channel-first-data.js';
export { ChannelScreen } from './components/ChannelScreen.js';
