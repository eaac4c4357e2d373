import { Navigate, useParams } from 'react-router';
import { PublicTermsPage } from '../../features/help/components/PublicTermsPage.js';
import { positiveInt } from '../../features/help/hooks/use-list-params.js';

/** /public/terms/privacy and /public/terms/privacy/:id */
export default function PublicTermsRoute() {
  const { id } = useParams();
  const versionId = positiveInt(id ?? null);
  if (id !== undefined && versionId === undefined) return <Navigate to="/public/terms/privacy" replace />;
  return <PublicTermsPage versionId={versionId} />;
}
