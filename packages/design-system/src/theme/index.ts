import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

import { breakpoints } from './breakpoints.js';
import { components } from './components/index.js';
import { palette } from './palette.js';
import { radii, spacingUnit } from './tokens.js';
import { typography } from './typography.js';

export { breakpointValues, mediaQueries, shortScreenMaxHeight } from './breakpoints.js';
export type { ScreenClass } from './breakpoints.js';
export { colors, durations, fontFamilies, radii, spacingUnit } from './tokens.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

// Plain objects merge key by key; anything else (arrays, functions, strings) replaces.
function deepmerge<T>(target: T, source: unknown): T {
  if (!isPlainObject(target) || !isPlainObject(source)) return (source ?? target) as T;
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    merged[key] = key in target ? deepmerge(target[key], value) : value;
  }
  return merged as T;
}

/** The Lexio theme options before MUI fills in its defaults. */
export const lexioThemeOptions: ThemeOptions = {
  palette,
  typography,
  breakpoints,
  spacing: spacingUnit,
  shape: { borderRadius: radii.small },
  components,
};

/**
 * Builds the Lexio MUI theme. Pass options to adjust it for one product; they are deep-merged over
 * the Lexio options, so `{ palette: { primary: { main } } }` keeps everything else.
 */
export function createLexioTheme(options: ThemeOptions = {}): Theme {
  return createTheme(deepmerge(lexioThemeOptions, options));
}

/** The default Lexio theme, for `<ThemeProvider theme={lexioTheme}>`. */
export const lexioTheme: Theme = createLexioTheme();
