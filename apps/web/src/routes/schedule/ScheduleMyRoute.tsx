import { FavoriteSchedule } from '../../features/schedule/index.js';

/** /schedule/my */
export default function ScheduleMyRoute() {
  return <FavoriteSchedule />;
}
