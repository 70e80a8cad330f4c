export { Tooltip, tooltipIdAttribute, tooltipOffset, tooltipShiftPadding } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { tooltipClasses } from './tooltipClasses';
export type { TooltipClassKey } from './tooltipClasses';
