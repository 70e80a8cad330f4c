import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Spinner, spinnerSizes, type SpinnerSize } from './Spinner.js';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'medium', label: 'Loading' },
  argTypes: { size: { control: 'select', options: Object.keys(spinnerSizes) } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

// Every size story checks the announced label and the drawn diameter against the one size map.
const sizeStory = (size: SpinnerSize): Story => ({
  args: { size },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    const ring = status.firstElementChild as HTMLElement;
    await expect(ring.getBoundingClientRect().width).toBe(spinnerSizes[size]);
  },
});

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.label ?? 'Loading');
  },
};

export const Large = sizeStory('large');
export const Medium = sizeStory('medium');
export const Small = sizeStory('small');
export const XSmall = sizeStory('xsmall');
export const XXSmall = sizeStory('xxsmall');
export const XXXSmall = sizeStory('xxxsmall');

export const CustomLabel: Story = {
  args: { label: 'Indexing documents' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Indexing documents');
  },
};

export const InheritsColour: Story = {
  args: { color: 'inherit', size: 'small' },
  render: (args) => (
    <span style={{ color: '#B3261E' }}>
      <Spinner {...args} />
    </span>
  ),
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('status').querySelector('circle') as SVGCircleElement;
    await expect(getComputedStyle(ring).stroke).toBe('rgb(179, 38, 30)');
  },
};
