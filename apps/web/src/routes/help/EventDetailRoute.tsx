import { useParams } from 'react-router';
import { EventDetailView, positiveInt } from '../../features/help/index.js';

/** /help/event/:id */
export default function EventDetailRoute() {
  const { id } = useParams();
  const eventId = positiveInt(id ?? null) ?? 0;
  return <EventDetailView key={eventId} id={eventId} />;
}
