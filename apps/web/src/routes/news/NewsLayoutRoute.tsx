import { NewsHub } from '../../features/news/index.js';

/** /news/*: the news title and tabs around the three news screens. */
export default function NewsLayoutRoute() {
  return <NewsHub />;
}
