import { useEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';

import { trackEvent } from '../lib/analytics/analytics';
import { closeSupportChat } from '../lib/support-chat/support-chat';

/** The root route: closes the support chat when `form` is in the address (spec §2) and counts page views. */
export function RootLayout() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const hasForm = params.has('form');
  useEffect(() => {
    if (hasForm) closeSupportChat();
  }, [hasForm]);
  useEffect(() => {
    trackEvent('page_view', { page_path: pathname });
  }, [pathname]);
  return <Outlet />;
}
