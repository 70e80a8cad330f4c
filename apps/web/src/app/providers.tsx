import { lexioTheme, ToastProvider } from '@lexio/design-system';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { shellMessages } from '../features/shell/shell.messages';
import { LocaleProvider } from '../i18n/locale-provider';
import { AuthProvider } from '../lib/auth/auth-context';

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
          <Toasts>{children}</Toasts>
        </AuthProvider>
      </LocaleProvider>
    </ThemeProvider>
  );
}
