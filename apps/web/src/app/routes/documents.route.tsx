import type { LoaderFunctionArgs } from 'react-router';

import { LawViewerPage, lawDocumentIdOf, prefetchLawDocument } from '../../features/law-viewer';
import { mayHaveStoredSession } from '../../lib/auth/amplify';
import { getQueryClient } from '../../lib/query-client';

/**
 * The law's requests start with the route, not once the signed-in shell has rendered. A browser
 * with no session asks nothing: the private layout sends it to sign in.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  if (mayHaveStoredSession()) {
    prefetchLawDocument(
      getQueryClient(),
      lawDocumentIdOf(params['*']),
      new URL(request.url).search,
    );
  }
  return null;
}

export function Component() {
  return <LawViewerPage />;
}
