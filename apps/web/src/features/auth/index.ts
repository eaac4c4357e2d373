/** The auth feature: what routes, the app shell and other features use of it. */
export { prefetchOAuthProviders } from './api/use-oauth-providers.js';
export { ForcedLogoutAlert } from './components/ForcedLogoutAlert.js';
export { IntroScreen } from './components/IntroScreen.js';
export { ChannelIcon, LiveIcon, QualityIcon, ReplayIcon } from './components/intro-icons.js';
export { OAuthFailure } from './components/OAuthFailure.js';
export { UnsupportedBrowser } from './components/UnsupportedBrowser.js';
export { WelcomeGreeting } from './components/WelcomeGreeting.js';
export { displayName, initialOf } from './display-name.js';
export { memberEntryPending } from './entry-pending.js';
export { forcedLogout, useForcedLogout } from './forced-logout.js';
export { loginRedirectFor } from './guards.js';
export { isLivePopup, openLivePopup } from './live-popup.js';
export { type AuthLoaders, createAuthLoaders, type GuardEnvironment } from './loaders.js';
export { endSession, handleAuthError } from './member-data.js';
export { createOAuthCallbackLoader, type OAuthCallbackData } from './oauth-callback.js';
export { restoreSession } from './restore-session.js';
export { readSnsSignup, type SnsSignup, writeSnsSignup } from './sns-signup.js';
