import { HelpHub } from '../../features/help/components/HelpHub.js';

/** /help/*: the help hub for members (FAQ, inquiries, notices, events, terms). */
export default function MemberHelpLayout() {
  return <HelpHub audience="member" />;
}
