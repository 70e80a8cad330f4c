import {
  breakpointValues,
  createLexioTheme,
  lexioTheme,
  mediaQueries,
  shortScreenMaxHeight,
} from './index.js';

describe('Lexio theme', () => {
  it('has the breakpoints of the spec next to MUI defaults', () => {
    expect(breakpointValues.mobile).toBe(768);
    expect(breakpointValues.tablet).toBe(1080);
    expect(shortScreenMaxHeight).toBe(750);
    expect(lexioTheme.breakpoints.values).toMatchObject({
      mobile: 768,
      tablet: 1080,
      sm: 600,
      md: 900,
    });
  });

  it('media-query helpers agree with the theme breakpoints', () => {
    expect(mediaQueries.mobile).toBe(lexioTheme.breakpoints.down('mobile'));
    expect(mediaQueries.tabletDown).toBe(lexioTheme.breakpoints.down('tablet'));
    expect(mediaQueries.desktop).toBe(lexioTheme.breakpoints.up('tablet'));
    expect(mediaQueries.tablet).toBe(lexioTheme.breakpoints.between('mobile', 'tablet'));
    expect(mediaQueries.shortScreen).toBe('@media (max-height:750px)');
  });

  it('deep-merges options over the Lexio defaults', () => {
    const theme = createLexioTheme({ palette: { primary: { main: '#004d40' } } });
    expect(theme.palette.primary.main).toBe('#004d40');
    expect(theme.palette.secondary.main).toBe(lexioTheme.palette.secondary.main);
    expect(theme.typography.button.textTransform).toBe('none');
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true);
  });
});
