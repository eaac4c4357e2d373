import { HelpHub } from '../../features/help/index.js';

/** /public/help/*: the help hub for visitors (FAQ, inquiries, notices). */
export default function PublicHelpLayout() {
  return <HelpHub audience="public" />;
}
