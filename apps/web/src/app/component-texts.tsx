import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { appMessages } from './app.messages';

/**
 * The words MUI components carry themselves (the pager's "Go to next page", the autocomplete's
 * "Clear"), in the interface language: without this they stay English in the it and fr views.
 * Mounted by the layouts (lazy), not the app's providers: the sign-in page has neither.
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
