import { CooperationForm } from '../../features/help/components/CooperationForm.js';

/** /help/cs/cooperate, /public/help/cs/cooperate: the partnership inquiry form. */
export default function CooperateRoute() {
  return <CooperationForm />;
}
