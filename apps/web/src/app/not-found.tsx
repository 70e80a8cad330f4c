/*
 * Unmatched paths (spec §2): the path is logged as an error 'Not found route', the not-found screen
 * shows, and the user is taken back to the root shortly after (both readings of the spec).
 */
import { NotFound } from '@lexio/design-system';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '../config/paths';
import { appMessages } from './app.messages';

/** How long the not-found screen stays before the redirect to the root. */
export const NOT_FOUND_REDIRECT_MS = 3000;

export function NotFoundRoute() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();

  useEffect(() => {
    console.error('Not found route', pathname);
    const timer = window.setTimeout(
      () => navigate(paths.root.to(), { replace: true }),
      NOT_FOUND_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname, navigate]);

  return (
    <NotFound
      title={intl.formatMessage(appMessages.notFoundTitle)}
      description={intl.formatMessage(appMessages.notFoundDescription)}
      homeLabel={intl.formatMessage(appMessages.notFoundHome)}
      onGoHome={() => navigate(paths.root.to(), { replace: true })}
    />
  );
}
