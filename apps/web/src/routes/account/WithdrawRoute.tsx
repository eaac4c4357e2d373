import { WithdrawPage } from '../../features/account/index.js';

/** /withdraw: close the account. */
export default function WithdrawRoute() {
  return <WithdrawPage />;
}
