/** The catalogue's shared pieces: every screen that lists matches, VODs or leagues draws them with these. */
export { catalogueKeys } from './api/catalogue-keys.js';
export { gameTypesQuery, topQuery, useGameTypes, useTop } from './api/use-game-types.js';
export { Artwork } from './components/Artwork.js';
export { MatchRow } from './components/MatchRow.js';
export { Rail, RailItem } from './components/Rail.js';
export { RailSkeleton } from './components/RailSkeleton.js';
export { ResultHiddenBadge } from './components/ResultHiddenBadge.js';
export { ScoreToggle } from './components/ScoreToggle.js';
export { StatusBadge } from './components/StatusBadge.js';
export { TeamEmblem } from './components/TeamEmblem.js';
export { VodCard } from './components/VodCard.js';
export { formatCount } from './format.js';
export * from './links.js';
export * from './match-view.js';
