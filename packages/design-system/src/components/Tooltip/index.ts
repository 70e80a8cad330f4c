export { Tooltip, tooltipIdAttribute, tooltipOffset, tooltipShiftPadding } from './Tooltip.js';
export type { TooltipProps } from './Tooltip.js';
export { tooltipClasses } from './tooltipClasses.js';
export type { TooltipClassKey } from './tooltipClasses.js';
