import { DetailScreen } from '../../features/program/index.js';

/** /detail/origin?id=: an original programme's episodes. */
export default function OriginDetailRoute() {
  return <DetailScreen kind="origin" />;
}
