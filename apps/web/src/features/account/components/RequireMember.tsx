import type { SessionUser } from '@kickoff/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { errorMessage } from '../../../core/error-message.js';
import { useSession } from '../../../core/use-session.js';
import { useTranslation } from '../../../i18n/react.js';
import { ErrorState, LoadingBlock } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';

/**
 * For the public /account pages that act on the logged-in member (change password, updates, activate):
 * renders `children(member)`, or sends a visitor without a session to /intro.
 */
export function RequireMember({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation('account');
  const session = useSession();
  if (session.isPending) {
    return (
      <Page narrow>
        <LoadingBlock />
      </Page>
    );
  }
  if (session.isError) {
    return (
      <Page narrow>
        <ErrorState
          message={errorMessage(session.error, t)}
          onRetry={() => void session.refetch()}
          retrying={session.isFetching}
        />
      </Page>
    );
  }
  if (!session.data) return <Navigate to="/intro" replace />;
  return children(session.data);
}
