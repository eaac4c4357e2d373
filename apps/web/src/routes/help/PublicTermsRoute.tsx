import { Navigate, useParams } from 'react-router';
import { PublicTermsPage, positiveInt } from '../../features/help/index.js';

/** /public/terms/privacy and /public/terms/privacy/:id */
export default function PublicTermsRoute() {
  const { id } = useParams();
  const versionId = positiveInt(id ?? null);
  if (id !== undefined && versionId === undefined) return <Navigate to="/public/terms/privacy" replace />;
  return <PublicTermsPage versionId={versionId} />;
}
