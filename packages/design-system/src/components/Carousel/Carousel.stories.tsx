import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Carousel, type CarouselSlide } from './Carousel.js';

// Self-contained illustrations (no network, identical on every run) standing in for the onboarding images.
function illustration(background: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240">
<rect width="480" height="240" fill="${background}"/>
<rect x="40" y="40" width="260" height="28" rx="14" fill="${accent}"/>
<rect x="180" y="100" width="260" height="28" rx="14" fill="#ffffff"/>
<rect x="40" y="160" width="200" height="28" rx="14" fill="${accent}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const slides: CarouselSlide[] = [
  {
    image: illustration('#DCE4F2', '#1F3563'),
    alt: 'A question about a lease termination and its answer',
    caption: 'Ask about any law or ruling',
  },
  {
    image: illustration('#F4ECD6', '#8A6A16'),
    alt: 'A comparison of two court rulings',
    caption: 'Compare rulings side by side',
  },
  {
    image: illustration('#DFF2E5', '#1E6B3A'),
    alt: 'A draft reply to a regulator',
    caption: 'Draft answers grounded on sources',
  },
];

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { slides, onIndexChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Visual snapshots need a still frame: every story but Playground starts stopped (autoPlay false),
// while the unit tests cover the 8 s rotation with fake timers.

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Carousel' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeVisible();
  },
};

export const FirstSlide: Story = {
  args: { autoPlay: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: slides[0]!.alt })).toBeVisible();
    await expect(canvas.getByText('Ask about any law or ruling')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const ChosenByDot: Story = {
  args: { autoPlay: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(canvas.getByRole('img', { name: slides[2]!.alt })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
  },
};

export const KeyboardNavigation: Story = {
  args: { autoPlay: false },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Go to slide 1' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('group', { name: '3 of 3' })).toBeVisible();
  },
};

export const Paused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    // Once stopped, changes are announced politely.
    const slide = within(canvasElement).getByRole('group', { name: '1 of 3' });
    await expect(slide.parentElement).toHaveAttribute('aria-live', 'polite');
  },
};

export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: slides[0]!.alt })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
  },
};

export const Localised: Story = {
  args: {
    autoPlay: false,
    label: 'Esempi di domande',
    goToSlideLabel: (n) => `Vai alla slide ${n}`,
    slideLabel: (n, total) => `${n} di ${total}`,
    dotsLabel: 'Scegli una slide',
    pauseLabel: 'Metti in pausa',
    playLabel: 'Riproduci',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Esempi di domande' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vai alla slide 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Riproduci' })).toBeVisible();
  },
};
