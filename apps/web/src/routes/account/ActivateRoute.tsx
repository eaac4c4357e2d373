import { Activate } from '../../features/account/index.js';

/** /account/activate: reactivate a dormant account (status 21). */
export default function ActivateRoute() {
  return <Activate />;
}
