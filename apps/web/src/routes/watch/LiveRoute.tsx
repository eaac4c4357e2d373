import { Navigate, useSearchParams } from 'react-router';
import { LiveScreen } from '../../features/watch/index.js';
import { idParam } from './params.js';

/** /live?type=live&id=: anything else goes home. */
export default function LiveRoute() {
  const [search] = useSearchParams();
  const id = idParam(search);
  if (search.get('type') !== 'live' || id === null) return <Navigate to="/" replace />;
  return <LiveScreen key={id} id={id} />;
}
