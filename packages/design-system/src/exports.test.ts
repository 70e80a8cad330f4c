// @vitest-environment node
// The public API of @lexio/design-system, written out on purpose: any added, renamed or removed
// export fails this test until the lists below change with it (STYLE.md habit 5). One name per
// line, any order. Type-only exports vanish at run time, so the API report below covers them and
// every export's declared type: a removed type or a changed prop is a diff of api-report.md.
import path from 'node:path';

import { format, resolveConfig } from 'prettier';

import { createApiReport } from './test/api-report.js';

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
    expect(Object.keys(await import('./index.js')).sort()).toEqual(sorted(indexExports));
  });

  it('@lexio/design-system/grids exports exactly the listed names', async () => {
    expect(Object.keys(await import('./grids.js')).sort()).toEqual(sorted(gridsExports));
  });

  it('keeps the data grids out of the main entry point', async () => {
    const main = await import('./index.js');
    for (const name of gridsExports) expect(main).not.toHaveProperty(name);
  });

  it('matches api-report.md, types and props included', async () => {
    const reportFile = path.resolve(import.meta.dirname, '../api-report.md');
    const report = createApiReport({
      '@lexio/design-system': 'src/index.ts',
      '@lexio/design-system/grids': 'src/grids.ts',
    });
    // Formatted as `npm run format` would, so the committed file passes the format check too.
    const formatted = await format(report, {
      ...(await resolveConfig(reportFile)),
      filepath: reportFile,
    });
    await expect(formatted).toMatchFileSnapshot(reportFile);
  }, 60_000);
});
