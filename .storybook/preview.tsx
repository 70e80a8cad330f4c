import '@fontsource-variable/inter';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

import { lexioTheme } from '@lexio/design-system';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={lexioTheme}>
        <CssBaseline />
        <Story />
      </ThemeProvider>
    ),
  ],
  // Starts MSW once; apps/web stories add handlers with `parameters.msw` or `beforeEach({ msw })`.
  loaders: [mswLoader()],
  parameters: {
    layout: 'centered',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The panel lists every violation while designing; the test-runner's own axe pass fails the
    // build on serious and critical ones (see test-runner.ts).
    a11y: { test: 'todo' },
  },
  tags: ['autodocs'],
};

export default preview;
