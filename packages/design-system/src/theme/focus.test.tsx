import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { lexioTheme } from './index.js';

describe('keyboard focus', () => {
  it('is one style in the theme for every ButtonBase (icon buttons, list and menu rows too)', () => {
    const overrides = lexioTheme.components?.MuiCssBaseline?.styleOverrides;
    const styles = (typeof overrides === 'function' ? overrides(lexioTheme) : overrides) as Record<
      string,
      Record<string, unknown>
    >;
    const ring = Object.entries(styles).find(([selector]) =>
      selector.includes('.MuiButtonBase-root.Mui-focusVisible'),
    )?.[1];
    // Navy (#1F3563) on white: about 12:1, far above the 3:1 asked of a focus indicator.
    expect(ring).toMatchObject({ outline: '2px solid #1F3563' });
    expect(lexioTheme.components?.MuiButton?.styleOverrides?.root).not.toHaveProperty(
      '&.Mui-focusVisible',
    );
  });

  it('draws the ring when the keyboard reaches a button', async () => {
    render(
      <ThemeProvider theme={lexioTheme}>
        <CssBaseline />
        <Button>Save</Button>
      </ThemeProvider>,
    );
    await userEvent.tab();
    const focused = screen.getByRole('button', { name: 'Save' });
    expect(focused).toHaveFocus();
    expect(getComputedStyle(focused).outline).toBe('2px solid #1f3563');
  });
});
