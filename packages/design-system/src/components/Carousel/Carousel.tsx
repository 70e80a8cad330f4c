import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { createSvgIcon } from '@mui/material/utils';
import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { durations } from '../../theme/tokens.js';
import { carouselClasses } from './carouselClasses.js';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.js';

/** How long each slide stays before the next one (spec §9: 8 s). */
export const carouselInterval: number = durations.carouselSlide;

const PauseIcon = createSvgIcon(<path d="M6 19h4V5H6zm8-14v14h4V5z" />, 'Pause');
const PlayIcon = createSvgIcon(<path d="M8 5v14l11-7z" />, 'PlayArrow');

export interface CarouselSlide {
  /** Image address (URL or data URI). */
  image: string;
  /** Text alternative of the image. */
  alt: string;
  /** Optional caption shown under the image. */
  caption?: ReactNode;
}

export interface CarouselProps {
  /** The slides, in order; the carousel loops from the last back to the first. */
  slides: readonly CarouselSlide[];
  /** Milliseconds between automatic advances. */
  interval?: number;
  /** Start rotating automatically (the user can still pause it). */
  autoPlay?: boolean;
  /** Slide shown first. */
  defaultIndex?: number;
  /** Called whenever the visible slide changes, with its zero-based index. */
  onIndexChange?: (index: number) => void;
  /** Accessible name of the carousel region. */
  label?: string;
  /** Accessible name of the dot that shows slide `n` (one-based). */
  goToSlideLabel?: (n: number) => string;
  /** Accessible name of a slide, e.g. "2 of 3". */
  slideLabel?: (n: number, total: number) => string;
  /** Accessible name of the group of dots. */
  dotsLabel?: string;
  /** Accessible name of the button that stops the rotation. */
  pauseLabel?: string;
  /** Accessible name of the button that resumes the rotation. */
  playLabel?: string;
  className?: string;
  sx?: SxProps<Theme>;
}

/**
 * Image + caption slides that advance on a timer and loop. Rotation pauses while the pointer is over the
 * carousel, while focus is inside it, under prefers-reduced-motion, and when the user presses pause:
 * moving content must be stoppable (WCAG 2.2.2).
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(
  {
    slides,
    interval = carouselInterval,
    autoPlay = true,
    defaultIndex = 0,
    onIndexChange,
    label = 'Carousel',
    goToSlideLabel = (n) => `Go to slide ${n}`,
    slideLabel = (n, total) => `${n} of ${total}`,
    dotsLabel = 'Choose a slide',
    pauseLabel = 'Pause slideshow',
    playLabel = 'Play slideshow',
    className,
    sx,
  },
  ref,
) {
  const count = slides.length;
  const [index, setIndex] = useState(() => clampIndex(defaultIndex, count));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(!autoPlay);
  const reducedMotion = usePrefersReducedMotion();
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onIndexChangeRef = useRef(onIndexChange);
  onIndexChangeRef.current = onIndexChange;

  const current = clampIndex(index, count);
  const rotating = !stopped && !hovered && !focused && !reducedMotion && count > 1;

  const goTo = (next: number) => {
    const wrapped = ((next % count) + count) % count;
    setIndex(wrapped);
    onIndexChangeRef.current?.(wrapped);
  };

  // One timeout per shown slide: choosing a slide by hand restarts the full interval.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => {
      const next = (current + 1) % count;
      setIndex(next);
      onIndexChangeRef.current?.(next);
    }, interval);
    return () => clearTimeout(timer);
  }, [rotating, current, count, interval]);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const handleDotKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const wrapped = ((target % count) + count) % count;
    goTo(wrapped);
    dotRefs.current[wrapped]?.focus();
  };

  if (count === 0) return null;

  return (
    <Box
      component="section"
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      className={[carouselClasses.root, className].filter(Boolean).join(' ')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      sx={[
        { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* Announce slide changes only when the user caused them, not on every automatic advance. */}
      <Box
        className={carouselClasses.viewport}
        aria-live={rotating ? 'off' : 'polite'}
        sx={{ width: '100%' }}
      >
        {slides.map((slide, i) => (
          <Box
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i + 1, count)}
            hidden={i !== current}
            className={carouselClasses.slide}
            sx={{ '&[hidden]': { display: 'none' } }}
          >
            <Box component="figure" sx={{ m: 0 }}>
              <Box
                component="img"
                src={slide.image}
                alt={slide.alt}
                className={carouselClasses.image}
                sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1 }}
              />
              {slide.caption != null && (
                <Box
                  component="figcaption"
                  className={carouselClasses.caption}
                  sx={{ mt: 1.5, typography: 'body1', textAlign: 'center' }}
                >
                  {slide.caption}
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton
            size="small"
            color="inherit"
            aria-label={stopped ? playLabel : pauseLabel}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? <PlayIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
          <Box
            role="group"
            aria-label={dotsLabel}
            className={carouselClasses.dots}
            sx={{ display: 'flex' }}
          >
            {slides.map((_, i) => (
              <ButtonBase
                key={i}
                ref={(el: HTMLButtonElement | null) => {
                  dotRefs.current[i] = el;
                }}
                aria-label={goToSlideLabel(i + 1)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => goTo(i)}
                onKeyDown={handleDotKeyDown}
                className={[carouselClasses.dot, i === current ? carouselClasses.dotActive : '']
                  .filter(Boolean)
                  .join(' ')}
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  // Drawn in the text colour around the carousel (white on the navy onboarding
                  // panel, ink on paper): filled for the current slide, a ring for the others.
                  '&::after': {
                    content: '""',
                    boxSizing: 'border-box',
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    border: '2px solid currentColor',
                    bgcolor: i === current ? 'currentColor' : 'transparent',
                  },
                  '&.Mui-focusVisible': {
                    outline: 2,
                    outlineColor: 'currentColor',
                    outlineStyle: 'solid',
                  },
                }}
              />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
});

function clampIndex(index: number, count: number): number {
  if (count === 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}
