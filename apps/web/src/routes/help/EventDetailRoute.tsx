import { useParams } from 'react-router';
import { EventDetailView } from '../../features/help/components/EventDetailView.js';
import { positiveInt } from '../../features/help/hooks/use-list-params.js';

/** /help/event/:id */
export default function EventDetailRoute() {
  const { id } = useParams();
  const eventId = positiveInt(id ?? null) ?? 0;
  return <EventDetailView key={eventId} id={eventId} />;
}
