/** Stable class names of the Tooltip's slots. */
export const tooltipClasses = {
  tooltip: 'LexioTooltip-tooltip',
} as const;

export type TooltipClassKey = keyof typeof tooltipClasses;
