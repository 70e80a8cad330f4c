import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ThemeProvider } from '@mui/material/styles';

import { lexioTheme } from '../../theme/index.js';
import { Carousel, carouselInterval, type CarouselSlide } from './Carousel.js';

import { useFakeTimersWithUserEvent } from '../../test/fake-timers.js';
import { expectNoAxeViolations } from '../../test/axe.js';

const slides: CarouselSlide[] = [
  {
    image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    alt: 'First question',
    caption: 'Ask about a law',
  },
  {
    image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    alt: 'Second question',
    caption: 'Compare rulings',
  },
  {
    image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    alt: 'Third question',
    caption: 'Draft a reply',
  },
];

function visibleSlide() {
  return screen.getByRole('group', { name: /of 3$/ });
}

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('Carousel', () => {
  const user = useFakeTimersWithUserEvent();

  it('advances every 8 seconds and loops back to the first slide', () => {
    expect(carouselInterval).toBe(8000);
    render(<Carousel slides={slides} />);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('img', { name: 'First question' })).toBeVisible();

    act(() => vi.advanceTimersByTime(7999));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByText('Compare rulings')).toBeVisible();
    act(() => vi.advanceTimersByTime(8000));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    act(() => vi.advanceTimersByTime(8000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('shows the slide of a clicked dot and restarts the interval from there', async () => {
    const u = user();
    const onIndexChange = vi.fn();
    render(<Carousel slides={slides} onIndexChange={onIndexChange} />);
    await u.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    // The pointer and the focus stay on the dot, which pauses rotation; moving both away resumes it.
    act(() => vi.advanceTimersByTime(carouselInterval));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    await u.unhover(screen.getByRole('region', { name: 'Carousel' }));
    act(() => screen.getByRole('button', { name: 'Go to slide 3' }).blur());
    act(() => vi.advanceTimersByTime(carouselInterval));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    const u = user();
    render(<Carousel slides={slides} />);
    const region = screen.getByRole('region', { name: 'Carousel' });
    await u.hover(region);
    act(() => vi.advanceTimersByTime(carouselInterval * 3));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    await u.unhover(region);
    act(() => vi.advanceTimersByTime(carouselInterval));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while focus is inside and is reachable and operable by keyboard', async () => {
    const u = user();
    render(<Carousel slides={slides} />);
    await u.tab();
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toHaveFocus();
    await u.tab();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(carouselInterval * 2));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');

    await u.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveFocus();
    await u.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveFocus();
    await u.keyboard('{Home}');
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('does not rotate under prefers-reduced-motion', () => {
    stubReducedMotion(true);
    render(<Carousel slides={slides} />);
    act(() => vi.advanceTimersByTime(carouselInterval * 2));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('stops and restarts with the pause button, announcing slides only while stopped', async () => {
    const u = user();
    render(<Carousel slides={slides} />);
    const region = screen.getByRole('region', { name: 'Carousel' });
    const live = visibleSlide().parentElement;
    expect(live).toHaveAttribute('aria-live', 'off');
    await u.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await u.unhover(region);
    act(() => screen.getByRole('button', { name: 'Play slideshow' }).blur());
    act(() => vi.advanceTimersByTime(carouselInterval * 2));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await u.click(screen.getByRole('button', { name: 'Play slideshow' }));
    await u.unhover(region);
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).blur());
    act(() => vi.advanceTimersByTime(carouselInterval));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('takes every visible text from props', () => {
    render(
      <Carousel
        slides={slides}
        label="Esempi"
        goToSlideLabel={(n) => `Vai alla slide ${n}`}
        slideLabel={(n, total) => `${n} di ${total}`}
        pauseLabel="Pausa"
      />,
    );
    expect(screen.getByRole('region', { name: 'Esempi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vai alla slide 2' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 di 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausa' })).toBeInTheDocument();
  });

  it('has no dots and never rotates with a single slide', () => {
    render(<Carousel slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(carouselInterval));
    expect(screen.getByRole('img', { name: 'First question' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<Carousel slides={slides} />);
    await expectNoAxeViolations(container);
  });
});

describe('Carousel on a coloured panel', () => {
  it('draws its controls in the colour of the text around it, not in the theme primary or grey', () => {
    stubReducedMotion(false);
    render(
      <ThemeProvider theme={lexioTheme}>
        <div style={{ color: 'rgb(255, 255, 255)', backgroundColor: '#1F3A5F' }}>
          <Carousel slides={slides} />
        </div>
      </ThemeProvider>,
    );
    const white = 'rgb(255, 255, 255)';
    expect(getComputedStyle(screen.getByRole('button', { name: 'Pause slideshow' })).color).toBe(
      white,
    );
    for (const dot of screen.getAllByRole('button', { name: /^Go to slide/ })) {
      expect(getComputedStyle(dot).color).toBe(white);
    }
    vi.unstubAllGlobals();
  });
});
