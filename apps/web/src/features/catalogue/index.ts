/** The catalogue's shared pieces: every screen that lists matches, VODs or leagues draws them with these. */
export { catalogueKeys } from './api/catalogue-keys.js';
export { useGameTypes, useTop } from './api/use-game-types.js';
export { useScoreSetting, useSetScoreSetting } from './api/use-score-setting.js';
export { Artwork, type ArtworkProps } from './components/Artwork.js';
export { MatchRow, type MatchRowProps } from './components/MatchRow.js';
export { Rail, RailItem, type RailProps } from './components/Rail.js';
export { ResultHiddenBadge } from './components/ResultHiddenBadge.js';
export { ScoreToggle } from './components/ScoreToggle.js';
export { StatusBadge } from './components/StatusBadge.js';
export { TeamEmblem, type TeamEmblemProps } from './components/TeamEmblem.js';
export { VodCard, type VodCardProps } from './components/VodCard.js';
export { formatCount, formatDuration } from './format.js';
export * from './links.js';
export * from './match-view.js';
