// The public API of @lexio/design-system. Every export is named on purpose: see exports.test.ts.

// Theme
export {
  breakpointValues,
  colors,
  createLexioTheme,
  durations,
  fontFamilies,
  lexioTheme,
  lexioThemeOptions,
  mediaQueries,
  radii,
  shortScreenMaxHeight,
  spacingUnit,
} from './theme/index.js';
export type { ScreenClass } from './theme/index.js';
export { visuallyHidden } from './theme/visually-hidden.js';

// Components
export { ErrorScreen, errorScreenClasses } from './components/ErrorScreen/index.js';
export type { ErrorScreenClassKey, ErrorScreenProps } from './components/ErrorScreen/index.js';
export { Loader, loaderClasses } from './components/Loader/index.js';
export type { LoaderClassKey, LoaderProps } from './components/Loader/index.js';
export { NotFound, notFoundClasses } from './components/NotFound/index.js';
export type { NotFoundClassKey, NotFoundProps } from './components/NotFound/index.js';
export { Spinner, spinnerClasses, spinnerSizes } from './components/Spinner/index.js';
export type { SpinnerClassKey, SpinnerProps, SpinnerSize } from './components/Spinner/index.js';
export {
  StatefulButton,
  statefulButtonClasses,
  statefulButtonSuccessDuration,
} from './components/StatefulButton/index.js';
export type {
  StatefulButtonClassKey,
  StatefulButtonProps,
  StatefulButtonState,
} from './components/StatefulButton/index.js';
export {
  Tooltip,
  tooltipClasses,
  tooltipIdAttribute,
  tooltipOffset,
  tooltipShiftPadding,
} from './components/Tooltip/index.js';
export type { TooltipClassKey, TooltipProps } from './components/Tooltip/index.js';

// Interactive components (the data grids are in ./grids, never here)
export { Carousel, carouselClasses, carouselInterval } from './components/Carousel/index.js';
export type {
  CarouselClassKey,
  CarouselProps,
  CarouselSlide,
} from './components/Carousel/index.js';
export {
  ResponseReadyCard,
  responseReadyCardClasses,
  responseReadyLifetime,
} from './components/ResponseReadyCard/index.js';
export type {
  ResponseReadyCardClassKey,
  ResponseReadyCardProps,
  ResponseReadyCloseReason,
} from './components/ResponseReadyCard/index.js';
export {
  faviconBadgeColor,
  faviconBadgeSize,
  TabAttention,
  useDocumentHidden,
  useTabAttention,
} from './components/TabAttention/index.js';
export type { TabAttentionOptions, TabAttentionProps } from './components/TabAttention/index.js';
export {
  ToastProvider,
  toastLifetime,
  toastPositions,
  toastsClasses,
  useToast,
} from './components/Toasts/index.js';
export type {
  ToastApi,
  ToastOptions,
  ToastPosition,
  ToastProviderProps,
  ToastsClassKey,
  ToastType,
} from './components/Toasts/index.js';
