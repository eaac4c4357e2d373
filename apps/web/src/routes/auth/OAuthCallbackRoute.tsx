import { useLoaderData } from 'react-router';
import type { OAuthCallbackData } from '../../features/auth/index.js';
import { OAuthFailure } from '../../features/auth/index.js';

/** /oauth and /oauth/twitter: the loader logs in or hands over to sign-up; this shows why it could not. */
export default function OAuthCallbackRoute() {
  const { provider, failure } = useLoaderData() as OAuthCallbackData;
  return <OAuthFailure provider={provider} failure={failure} />;
}
