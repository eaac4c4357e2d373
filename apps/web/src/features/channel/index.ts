/** The channel feature: what routes, the app shell and other features use of it. */
export { ChannelScreen } from './components/ChannelScreen.js';
