/** The member's home (`/`) and the visitors' landing sections (`/intro`). */

export { prefetchHome } from './api/use-home.js';
export { prefetchIntroSections } from './api/use-intro-sections.js';
export { HomeScreen } from './components/HomeScreen.js';
export { IntroSections } from './components/IntroSections.js';
