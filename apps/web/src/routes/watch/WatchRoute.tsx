import { Navigate, useSearchParams } from 'react-router';
import { WatchScreen } from '../../features/watch/index.js';
import { Page } from '../../ui/Page.js';
import { idParam } from './params.js';

/** /player?type=vod|channel&id=: anything else goes home, as unknown pages do. */
export default function WatchRoute() {
  const [search] = useSearchParams();
  const type = search.get('type');
  const id = idParam(search);
  if ((type !== 'vod' && type !== 'channel') || id === null) return <Navigate to="/" replace />;
  return (
    <Page>
      <WatchScreen key={`${type}:${id}`} type={type} id={id} />
    </Page>
  );
}
