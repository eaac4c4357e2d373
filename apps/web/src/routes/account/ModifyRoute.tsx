import { ModifyPage } from '../../features/account/index.js';

/** /modify: change the account, after re-authentication. */
export default function ModifyRoute() {
  return <ModifyPage />;
}
