import { CooperationForm } from '../../features/help/index.js';

/** /help/cs/cooperate, /public/help/cs/cooperate: the partnership inquiry form. */
export default function CooperateRoute() {
  return <CooperationForm />;
}
