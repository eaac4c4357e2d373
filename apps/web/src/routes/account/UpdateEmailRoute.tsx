import { UpdateEmail } from '../../features/account/index.js';

/** /account/update_email: a new e-mail (forced for status 12). */
export default function UpdateEmailRoute() {
  return <UpdateEmail />;
}
