// The public API of @lexio/design-system, written out on purpose: any added, renamed or removed
// export fails this test until the lists below change with it (STYLE.md habit 5). One name per
// line, any order. Type-only exports vanish at run time; TypeScript checks those where used.

/** Run-time exports of `@lexio/design-system` (src/index.ts). */
const indexExports = [
  // theme
  'breakpointValues',
  'colors',
  'createLexioTheme',
  'durations',
  'fontFamilies',
  'lexioTheme',
  'lexioThemeOptions',
  'mediaQueries',
  'radii',
  'shortScreenMaxHeight',
  'spacingUnit',
  'visuallyHidden',
  // core components
  'ErrorScreen',
  'errorScreenClasses',
  'Loader',
  'loaderClasses',
  'NotFound',
  'notFoundClasses',
  'Spinner',
  'spinnerClasses',
  'spinnerSizes',
  'StatefulButton',
  'statefulButtonClasses',
  'statefulButtonSuccessDuration',
  'Tooltip',
  'tooltipClasses',
  'tooltipIdAttribute',
  'tooltipOffset',
  'tooltipShiftPadding',
  // interactive components
  'Carousel',
  'carouselClasses',
  'carouselInterval',
  'ResponseReadyCard',
  'responseReadyCardClasses',
  'responseReadyLifetime',
  'TabAttention',
  'faviconBadgeColor',
  'faviconBadgeSize',
  'useDocumentHidden',
  'useTabAttention',
  'ToastProvider',
  'toastLifetime',
  'toastPositions',
  'toastsClasses',
  'useToast',
];

/** Run-time exports of `@lexio/design-system/grids` (src/grids.ts). */
const gridsExports = [
  // documents
  'DocumentsGrid',
  'documentProgress',
  'documentsGridClasses',
  'documentsGridDefaultLabels',
  // seats and shared paging
  'SeatsGrid',
  'seatsGridClasses',
  'seatsGridDefaultLabels',
  'gridDefaultLimit',
  'gridPageSizeOptions',
];

const sorted = (names: string[]) => [...names].sort();

describe('public API', () => {
  it('@lexio/design-system exports exactly the listed names', async () => {
    expect(Object.keys(await import('./index')).sort()).toEqual(sorted(indexExports));
  });

  it('@lexio/design-system/grids exports exactly the listed names', async () => {
    expect(Object.keys(await import('./grids')).sort()).toEqual(sorted(gridsExports));
  });

  it('keeps the data grids out of the main entry point', async () => {
    const main = await import('./index');
    for (const name of gridsExports) expect(main).not.toHaveProperty(name);
  });
});
