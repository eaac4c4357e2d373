import { termsKindSchema } from '@kickoff/contract';
import { Navigate, useParams } from 'react-router';
import { positiveInt, TermsSection } from '../../features/help/index.js';

/** /help/term/:kind and /help/term/:kind/:id (a past version); an unknown kind opens the terms of use. */
export default function TermsRoute() {
  const params = useParams();
  const kind = termsKindSchema.safeParse(params.kind);
  if (!kind.success) return <Navigate to="/help/term/service" replace />;
  const versionId = positiveInt(params.id ?? null);
  if (params.id !== undefined && versionId === undefined)
    return <Navigate to={`/help/term/${kind.data}`} replace />;
  return <TermsSection kind={kind.data} versionId={versionId} />;
}
