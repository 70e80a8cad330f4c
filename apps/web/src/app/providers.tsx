import { lexioTheme, ToastProvider } from '@lexio/design-system';
import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { shellMessages } from '../features/shell/shell.messages';
import { appMessages } from './app.messages';
import { LocaleProvider } from '../i18n/locale-provider';
import { AuthProvider } from '../lib/auth/auth-context';

/**
 * The words MUI components carry themselves (the pager's "Go to next page", the autocomplete's
 * "Clear"), in the interface language: without this they stay English in the it and fr views.
 */
export function ComponentTexts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const theme = useMemo(() => {
    const t = (descriptor: (typeof appMessages)[keyof typeof appMessages]) =>
      intl.formatMessage(descriptor);
    const pager = {
      first: t(appMessages.pagerFirst),
      last: t(appMessages.pagerLast),
      next: t(appMessages.pagerNext),
      previous: t(appMessages.pagerPrevious),
    };
    return (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiTablePagination: {
          ...outer.components?.MuiTablePagination,
          defaultProps: {
            ...outer.components?.MuiTablePagination?.defaultProps,
            getItemAriaLabel: (type: keyof typeof pager) => pager[type],
            labelRowsPerPage: t(appMessages.pagerRowsPerPage),
          },
        },
        MuiAutocomplete: {
          ...outer.components?.MuiAutocomplete,
          defaultProps: {
            ...outer.components?.MuiAutocomplete?.defaultProps,
            clearText: t(appMessages.clear),
            closeText: t(appMessages.close),
            openText: t(appMessages.open),
          },
        },
      },
    });
  }, [intl]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

function Toasts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <ToastProvider closeLabel={intl.formatMessage(shellMessages.close)}>{children}</ToastProvider>
  );
}

export interface AppProvidersProps {
  /** The app; the language is the message store's (src/i18n/message-store.ts), set before the first render. */
  children: ReactNode;
}

/** Everything every page needs: theme, language, auth state and toasts (the data cache comes with the layouts that use it). */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={lexioTheme}>
      <CssBaseline />
      <LocaleProvider>
        <AuthProvider>
          <ComponentTexts>
            <Toasts>{children}</Toasts>
          </ComponentTexts>
        </AuthProvider>
      </LocaleProvider>
    </ThemeProvider>
  );
}
