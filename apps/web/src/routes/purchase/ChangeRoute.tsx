import { ChangePage } from '../../features/billing/index.js';

/** /purchase/change: the changes the member's pass allows. */
export default function ChangeRoute() {
  return <ChangePage />;
}
