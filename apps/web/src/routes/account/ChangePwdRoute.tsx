import { ChangePasswordPage } from '../../features/account/components/ChangePasswordPage.js';

/** /account/change_pwd: change the password (forced for status 6). */
export default function ChangePwdRoute() {
  return <ChangePasswordPage />;
}
