import { FaqList } from '../../features/help/components/FaqList.js';

/** /help/cs, /public/help/cs: the FAQ. */
export default function FaqRoute() {
  return <FaqList />;
}
