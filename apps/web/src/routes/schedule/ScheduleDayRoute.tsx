import { useParams } from 'react-router';
import { DaySchedule } from '../../features/schedule/index.js';

/** /schedule/0 and /schedule/{sub} */
export default function ScheduleDayRoute() {
  const { sub = '0' } = useParams();
  return <DaySchedule sub={sub} />;
}
