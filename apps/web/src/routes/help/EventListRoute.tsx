import { EventList } from '../../features/help/index.js';

/** /help/event (?tab=winners for the winner announcements). */
export default function EventListRoute() {
  return <EventList />;
}
