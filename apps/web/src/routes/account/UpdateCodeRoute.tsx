import { UpdateCode } from '../../features/account/index.js';

/** /account/update_code: the code sent to the new e-mail. */
export default function UpdateCodeRoute() {
  return <UpdateCode />;
}
