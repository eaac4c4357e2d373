/** The member's home (`/`) and the visitors' landing sections (`/intro`). */
export { HomeScreen } from './components/HomeScreen.js';
export { IntroSections } from './components/IntroSections.js';
