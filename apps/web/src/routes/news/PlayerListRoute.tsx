import { PlayerListScreen } from '../../features/news/index.js';

/** /news/playerlist */
export default function PlayerListRoute() {
  return <PlayerListScreen />;
}
