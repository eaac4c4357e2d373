import { FaqList } from '../../features/help/index.js';

/** /help/cs, /public/help/cs: the FAQ. */
export default function FaqRoute() {
  return <FaqList />;
}
