import { WithdrawPage } from '../../features/account/components/WithdrawForm.js';

/** /withdraw: close the account. */
export default function WithdrawRoute() {
  return <WithdrawPage />;
}
