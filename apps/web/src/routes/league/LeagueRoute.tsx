import { LeagueScreen } from '../../features/league/index.js';

/** /league/{type}: the league home of a sport. */
export default function LeagueRoute() {
  return <LeagueScreen />;
}
