import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

import { lexioTheme } from '../theme/index.js';

function LexioTestProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={lexioTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** Renders inside the Lexio theme, as every consumer of the design system does. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: LexioTestProviders, ...options });
}
