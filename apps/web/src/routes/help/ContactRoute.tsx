import { InquiryForm } from '../../features/help/index.js';

/** /help/cs/contact, /public/help/cs/contact: the 1:1 inquiry form. */
export default function ContactRoute() {
  return <InquiryForm />;
}
