import { UpdatePhone } from '../../features/account/components/UpdatePhone.js';

/** /account/update_phone: a new phone, proven by SMS. */
export default function UpdatePhoneRoute() {
  return <UpdatePhone />;
}
