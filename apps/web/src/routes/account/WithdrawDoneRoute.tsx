import { WithdrawDone } from '../../features/account/index.js';

/** /withdraw/user: withdrawal complete. */
export default function WithdrawDoneRoute() {
  return <WithdrawDone />;
}
