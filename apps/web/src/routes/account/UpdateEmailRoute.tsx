import { UpdateEmail } from '../../features/account/components/UpdateEmail.js';

/** /account/update_email: a new e-mail (forced for status 12). */
export default function UpdateEmailRoute() {
  return <UpdateEmail />;
}
