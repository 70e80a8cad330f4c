/*
 * The route error screen of spec §2: Reload adds a time parameter to the address (so caches and
 * stale chunks are bypassed); Contact Support opens the support chat with the form value cs, or,
 * where the chat is not available (outside production, or no provider configured), says so.
 */
import { ErrorScreen, useToast } from '@lexio/design-system';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';

import { openSupportChat } from '../lib/support-chat/support-chat';
import { appMessages } from './app.messages';

/** The address to reload: the current one with t=<now>. */
export function reloadUrl(href: string, now: number = Date.now()): string {
  const url = new URL(href);
  url.searchParams.set('t', String(now));
  return url.toString();
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const intl = useIntl();
  const toast = useToast();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return (
    <ErrorScreen
      message={intl.formatMessage(appMessages.errorMessage)}
      reloadLabel={intl.formatMessage(appMessages.errorReload)}
      contactSupportLabel={intl.formatMessage(appMessages.errorContactSupport)}
      onReload={() => window.location.assign(reloadUrl(window.location.href))}
      onContactSupport={() => {
        if (openSupportChat({ form: 'cs' }) === 'unavailable') {
          toast.show({
            type: 'info',
            message: intl.formatMessage(appMessages.supportChatLocalOnly),
          });
        }
      }}
    />
  );
}
