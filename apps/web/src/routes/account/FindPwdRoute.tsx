import { FindPassword } from '../../features/account/index.js';

/** /account/find_pwd: reset the password by e-mail. */
export default function FindPwdRoute() {
  return <FindPassword />;
}
