import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import { styled } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

import { radii } from '../../theme/tokens.js';
import { tooltipClasses } from './tooltipClasses.js';

/** Gap in px between the anchor and the tooltip (spec section 9). */
export const tooltipOffset = 10;
/** Minimum distance in px kept between the tooltip and the viewport edge (spec section 9). */
export const tooltipShiftPadding = 5;
/** The attribute an anchor carries to show the tooltip of the same id. */
export const tooltipIdAttribute = 'data-tooltip-id';

export interface TooltipProps {
  /** Matches the `data-tooltip-id` of every anchor that shows this tooltip; also the tooltip's DOM id. */
  id: string;
  /** The tooltip's content. */
  title: ReactNode;
  /** Preferred side; Popper flips it when there is no room. */
  placement?: PopperPlacementType;
  /** Extra class on the tooltip element. */
  className?: string;
}

const TooltipPopper = styled(Popper)(({ theme }) => ({
  zIndex: theme.zIndex.tooltip,
  // The tooltip never takes the pointer, so leaving the anchor always closes it.
  pointerEvents: 'none',
  backgroundColor: theme.palette.grey[800],
  color: theme.palette.common.white,
  ...theme.typography.caption,
  fontWeight: theme.typography.fontWeightMedium,
  padding: theme.spacing(0.5, 1),
  borderRadius: radii.small,
  maxWidth: 300,
  overflowWrap: 'break-word',
}));

const selectorFor = (id: string) => `[${tooltipIdAttribute}="${CSS.escape(id)}"]`;

/**
 * A tooltip shown next to whichever element carrying `data-tooltip-id={id}` is hovered or
 * focused, so one tooltip serves any number of anchors anywhere in the page. While open, the
 * anchor is described by the tooltip (`aria-describedby`) and Escape dismisses it.
 */
export function Tooltip({ id, title, placement = 'top', className }: TooltipProps) {
  const [anchor, setAnchor] = useState<Element | null>(null);

  // Listen from the commit itself: a passive effect may run a frame later, and a pointer already
  // over an anchor by then (or a test that hovers right after render) would be missed.
  useLayoutEffect(() => {
    const selector = selectorFor(id);
    const anchorOf = (node: EventTarget | null) =>
      node instanceof Element ? node.closest(selector) : null;

    const open = (event: Event) => {
      const target = anchorOf(event.target);
      if (target) setAnchor(target);
    };
    const closeOnLeave = (event: Event) => {
      const from = anchorOf(event.target);
      if (!from) return;
      const next = (event as MouseEvent | FocusEvent).relatedTarget;
      // Moving within the anchor (or onto another anchor, which reopens) keeps it shown.
      if (next instanceof Node && from.contains(next)) return;
      // A focused anchor keeps its tooltip when the pointer merely passes over and out.
      if (event.type === 'mouseout' && from.contains(document.activeElement)) return;
      setAnchor((current) => (current === from ? null : current));
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAnchor(null);
    };

    document.addEventListener('mouseover', open);
    document.addEventListener('focusin', open);
    document.addEventListener('mouseout', closeOnLeave);
    document.addEventListener('focusout', closeOnLeave);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mouseover', open);
      document.removeEventListener('focusin', open);
      document.removeEventListener('mouseout', closeOnLeave);
      document.removeEventListener('focusout', closeOnLeave);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [id]);

  // Describe the current anchor by the tooltip while it shows, keeping any description it had.
  useEffect(() => {
    if (!anchor) return undefined;
    const previous = anchor.getAttribute('aria-describedby');
    anchor.setAttribute('aria-describedby', previous ? `${previous} ${id}` : id);
    return () => {
      if (previous === null) anchor.removeAttribute('aria-describedby');
      else anchor.setAttribute('aria-describedby', previous);
    };
  }, [anchor, id]);

  const modifiers = useMemo(
    () => [
      { name: 'offset', options: { offset: [0, tooltipOffset] } },
      { name: 'preventOverflow', options: { padding: tooltipShiftPadding, altAxis: true } },
      { name: 'flip', options: { padding: tooltipShiftPadding } },
    ],
    [],
  );

  // Popper's root is the tooltip itself (role="tooltip"), so there is one element to describe the anchor.
  return (
    <TooltipPopper
      id={id}
      open={anchor !== null && anchor.isConnected}
      anchorEl={anchor}
      placement={placement}
      modifiers={modifiers}
      className={className ? `${tooltipClasses.tooltip} ${className}` : tooltipClasses.tooltip}
    >
      {title}
    </TooltipPopper>
  );
}
