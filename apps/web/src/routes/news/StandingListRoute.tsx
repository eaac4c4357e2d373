import { StandingListScreen } from '../../features/news/index.js';

/** /news/standinglist */
export default function StandingListRoute() {
  return <StandingListScreen />;
}
