import { WithdrawDone } from '../../features/account/components/WithdrawDone.js';

/** /withdraw/user: withdrawal complete. */
export default function WithdrawDoneRoute() {
  return <WithdrawDone />;
}
