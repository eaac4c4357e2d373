/** The program feature: what routes, the app shell and other features use of it. */
export { DetailScreen } from './components/DetailScreen.js';
export { ProgramHome } from './components/ProgramHome.js';
