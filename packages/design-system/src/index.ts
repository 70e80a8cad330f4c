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
} from './theme';
export type { ScreenClass } from './theme';
export { visuallyHidden } from './theme/visually-hidden';

// Components
export { ErrorScreen, errorScreenClasses } from './components/ErrorScreen';
export type { ErrorScreenClassKey, ErrorScreenProps } from './components/ErrorScreen';
export { Loader, loaderClasses } from './components/Loader';
export type { LoaderClassKey, LoaderProps } from './components/Loader';
export { NotFound, notFoundClasses } from './components/NotFound';
export type { NotFoundClassKey, NotFoundProps } from './components/NotFound';
export { Spinner, spinnerClasses, spinnerSizes } from './components/Spinner';
export type { SpinnerClassKey, SpinnerProps, SpinnerSize } from './components/Spinner';
export {
  StatefulButton,
  statefulButtonClasses,
  statefulButtonSuccessDuration,
} from './components/StatefulButton';
export type {
  StatefulButtonClassKey,
  StatefulButtonProps,
  StatefulButtonState,
} from './components/StatefulButton';
export {
  Tooltip,
  tooltipClasses,
  tooltipIdAttribute,
  tooltipOffset,
  tooltipShiftPadding,
} from './components/Tooltip';
export type { TooltipClassKey, TooltipProps } from './components/Tooltip';

// Interactive components (the data grids are in ./grids, never here)
export { Carousel, carouselClasses, carouselInterval } from './components/Carousel';
export type { CarouselClassKey, CarouselProps, CarouselSlide } from './components/Carousel';
export {
  ResponseReadyCard,
  responseReadyCardClasses,
  responseReadyLifetime,
} from './components/ResponseReadyCard';
export type {
  ResponseReadyCardClassKey,
  ResponseReadyCardProps,
  ResponseReadyCloseReason,
} from './components/ResponseReadyCard';
export {
  faviconBadgeColor,
  faviconBadgeSize,
  TabAttention,
  useDocumentHidden,
  useTabAttention,
} from './components/TabAttention';
export type { TabAttentionOptions, TabAttentionProps } from './components/TabAttention';
export {
  ToastProvider,
  toastLifetime,
  toastPositions,
  toastsClasses,
  useToast,
} from './components/Toasts';
export type {
  ToastApi,
  ToastOptions,
  ToastPosition,
  ToastProviderProps,
  ToastsClassKey,
  ToastType,
} from './components/Toasts';
