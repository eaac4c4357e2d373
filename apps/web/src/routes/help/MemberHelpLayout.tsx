import { HelpHub } from '../../features/help/index.js';

/** /help/*: the help hub for members (FAQ, inquiries, notices, events, terms). */
export default function MemberHelpLayout() {
  return <HelpHub audience="member" />;
}
