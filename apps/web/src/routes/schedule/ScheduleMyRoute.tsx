import { FavoriteSchedule } from '../../features/schedule/components/FavoriteSchedule.js';

/** /schedule/my */
export default function ScheduleMyRoute() {
  return <FavoriteSchedule />;
}
