import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { forwardRef, type Key, useEffect, useState, type ReactNode } from 'react';

import { liveRegionDelay } from '../../internal/live-region.js';
import { durations } from '../../theme/tokens.js';
import { useDismissTimer } from '../../internal/use-dismiss-timer.js';
import { usePauseOnInteraction } from '../../internal/use-pause-on-interaction.js';
import { responseReadyCardClasses } from './responseReadyCardClasses.js';

/** How long the card stays before hiding itself (spec §9: 15 s). */
export const responseReadyLifetime: number = durations.responseReady;

const CloseIcon = createSvgIcon(
  <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />,
  'Close',
);

/** Why the card went away: its close button, or its lifetime ran out. */
export type ResponseReadyCloseReason = 'close' | 'timeout';

export interface ResponseReadyCardProps {
  /** Heading of the card. */
  title?: string;
  /** The start of the answer or the question, shown under the title. */
  message: ReactNode;
  /** Called when the card is clicked: open the conversation. */
  onOpen?: () => void;
  /** Called once when the card hides itself, with the reason. */
  onClose?: (reason: ResponseReadyCloseReason) => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Milliseconds before the card hides itself; null keeps it until closed. */
  lifetime?: number | null;
  /**
   * Whether the card is shown, for a card kept mounted across responses; false leaves its live
   * region in the page, empty. Each time it turns true the card enters again with a fresh lifetime.
   * Defaults to true: the card shows once, when mounted.
   */
  open?: boolean;
  /**
   * Identifies the response on the card: a new value while `open` shows the card again, in the same
   * live region, with a fresh lifetime (also after the card hid itself).
   */
  contentKey?: Key;
  className?: string;
  sx?: SxProps<Theme>;
}

/**
 * The "response ready" notification: clicking it opens the conversation, the close button or its
 * 15 s lifetime hides it. The timer pauses while the pointer or focus is on the card.
 *
 * The card sits in a polite live region (role `status`) that is rendered first, empty; the card
 * enters it a moment later so that screen readers announce it, and once hidden the region stays,
 * empty, for as long as the component is mounted. To notify of one response after another, keep
 * the component mounted and give it `open` and a `contentKey` per response: only the region's
 * content changes. (A new React `key` would replace the region too, which screen readers may miss.)
 */
export const ResponseReadyCard = forwardRef<HTMLDivElement, ResponseReadyCardProps>(
  function ResponseReadyCard(
    {
      title = 'Response ready! Check it out to continue.',
      message,
      onOpen,
      onClose,
      closeLabel = 'Close',
      lifetime = responseReadyLifetime,
      open = true,
      contentKey,
      className,
      sx,
    },
    ref,
  ) {
    // False until the empty live region has been in the page for liveRegionDelay.
    const [entered, setEntered] = useState(false);
    useEffect(() => {
      const timer = setTimeout(() => setEntered(true), liveRegionDelay);
      return () => clearTimeout(timer);
    }, []);

    // One showing per response: a new one starts when `open` turns true or, while open, when
    // `contentKey` changes. Closing ends the current showing only.
    const [showing, setShowing] = useState({ serial: 0, open, contentKey });
    let { serial } = showing;
    if (showing.open !== open || showing.contentKey !== contentKey) {
      if (open) serial += 1;
      setShowing({ serial, open, contentKey });
    }
    const [closedSerial, setClosedSerial] = useState<number | null>(null);

    const hide = (reason: ResponseReadyCloseReason) => {
      setClosedSerial(serial);
      onClose?.(reason);
    };

    return (
      <div role="status" aria-live="polite" className={responseReadyCardClasses.region}>
        {open && entered && closedSerial !== serial && (
          <ResponseReadyContent
            key={serial}
            ref={ref}
            title={title}
            message={message}
            onOpen={onOpen}
            onHide={hide}
            closeLabel={closeLabel}
            lifetime={lifetime}
            className={className}
            sx={sx}
          />
        )}
      </div>
    );
  },
);

interface ResponseReadyContentProps extends Omit<
  ResponseReadyCardProps,
  'onClose' | 'open' | 'contentKey'
> {
  onHide: (reason: ResponseReadyCloseReason) => void;
  closeLabel: string;
  lifetime: number | null;
}

/** The card of one showing: its lifetime counts from when it appears. */
const ResponseReadyContent = forwardRef<HTMLDivElement, ResponseReadyContentProps>(
  function ResponseReadyContent(
    { title, message, onOpen, onHide, closeLabel, lifetime, className, sx },
    ref,
  ) {
    const { paused, handlers } = usePauseOnInteraction();
    useDismissTimer(lifetime, () => onHide('timeout'), paused);

    return (
      <Card
        ref={ref}
        {...handlers}
        elevation={6}
        className={[responseReadyCardClasses.root, className].filter(Boolean).join(' ')}
        sx={[{ position: 'relative', maxWidth: 360 }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <CardActionArea
          onClick={onOpen}
          className={responseReadyCardClasses.action}
          // Room for the close button, which must not sit inside this button.
          sx={{ p: 2, pr: 6 }}
        >
          <Typography
            component="p"
            variant="subtitle1"
            className={responseReadyCardClasses.title}
            sx={{ fontWeight: 600 }}
          >
            {title}
          </Typography>
          <Typography
            component="p"
            variant="body2"
            color="text.secondary"
            className={responseReadyCardClasses.message}
            sx={{
              mt: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {message}
          </Typography>
        </CardActionArea>
        <IconButton
          size="small"
          aria-label={closeLabel}
          onClick={() => onHide('close')}
          className={responseReadyCardClasses.close}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Card>
    );
  },
);
