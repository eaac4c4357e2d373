import { ChangePasswordPage } from '../../features/account/index.js';

/** /account/change_pwd: change the password (forced for status 6). */
export default function ChangePwdRoute() {
  return <ChangePasswordPage />;
}
