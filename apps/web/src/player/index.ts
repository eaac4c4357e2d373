/** The player (ARCHITECTURE.md src/player/): the web pages and the TV app play through it. */
export { Player, type PlayerFailure, type PlayerProps } from './Player.js';
