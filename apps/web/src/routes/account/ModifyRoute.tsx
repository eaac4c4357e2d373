import { ModifyPage } from '../../features/account/components/ModifySections.js';

/** /modify: change the account, after re-authentication. */
export default function ModifyRoute() {
  return <ModifyPage />;
}
