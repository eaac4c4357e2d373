import { UpdatePhone } from '../../features/account/index.js';

/** /account/update_phone: a new phone, proven by SMS. */
export default function UpdatePhoneRoute() {
  return <UpdatePhone />;
}
