import { FindEmail } from '../../features/account/index.js';

/** /account/find_email: find the e-mail by phone. */
export default function FindEmailRoute() {
  return <FindEmail />;
}
