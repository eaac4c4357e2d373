/** The help feature: what routes, the app shell and other features use of it. */
export { useTerms } from './api/use-terms.js';
export { CooperationForm } from './components/CooperationForm.js';
export { EventDetailView } from './components/EventDetailView.js';
export { EventList } from './components/EventList.js';
export { FaqList } from './components/FaqList.js';
export { HelpHub } from './components/HelpHub.js';
export { InquiryForm } from './components/InquiryForm.js';
export { NoticeDetailView } from './components/NoticeDetailView.js';
export { NoticeList } from './components/NoticeList.js';
export { PublicTermsPage } from './components/PublicTermsPage.js';
export { TermsSection } from './components/TermsSection.js';
export { positiveInt } from './hooks/use-list-params.js';
