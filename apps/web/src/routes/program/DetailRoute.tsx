import { DetailScreen } from '../../features/program/index.js';

/** /detail: VODs of a league (`?league=`), a sport (`?gameType=`) or the popular ones. */
export default function DetailRoute() {
  return <DetailScreen kind="default" />;
}
