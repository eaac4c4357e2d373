/** The member's home (`/`) and the visitors' landing sections (`/intro`). */
export { HomeScreen } from './components/HomeScreen.js';
export { IntroSections, type IntroSectionsProps } from './components/IntroSections.js';
