import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { Tooltip, tooltipOffset, tooltipShiftPadding } from './Tooltip.js';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { id: 'copy-answer', title: 'Copies the answer to the clipboard', placement: 'top' },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'left', 'right'] },
  },
  parameters: { layout: 'centered' },
  render: (args) => (
    <div style={{ padding: 48 }}>
      <Button variant="outlined" data-tooltip-id={args.id}>
        Copy answer
      </Button>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const gapAbove = (tooltip: Element, anchor: Element) =>
  anchor.getBoundingClientRect().top - tooltip.getBoundingClientRect().bottom;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Copy answer' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(String(args.title));
  },
};

export const OnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const anchor = canvas.getByRole('button', { name: 'Copy answer' });
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(anchor);
    const tooltip = await screen.findByRole('tooltip');
    await expect(anchor).toHaveAccessibleDescription('Copies the answer to the clipboard');
    await expect(gapAbove(tooltip, anchor)).toBeCloseTo(tooltipOffset, 0);
  },
};

export const OnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const anchor = canvas.getByRole('button', { name: 'Copy answer' });
    await expect(anchor).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    await expect(anchor).toHaveAccessibleDescription('Copies the answer to the clipboard');
  },
};

export const SharedByManyAnchors: Story = {
  args: { id: 'cite', title: 'Opens the cited article' },
  render: (args) => (
    <Stack direction="row" spacing={4} sx={{ p: 6 }}>
      {['Art. 1', 'Art. 2', 'Art. 3'].map((label) => (
        <Button key={label} variant="text" data-tooltip-id={args.id}>
          {label}
        </Button>
      ))}
      <Tooltip {...args} />
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'Art. 1' });
    const third = canvas.getByRole('button', { name: 'Art. 3' });
    await userEvent.hover(first);
    await userEvent.unhover(first);
    await userEvent.hover(third);
    const tooltip = await screen.findByRole('tooltip');
    await expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    await expect(third).toHaveAccessibleDescription('Opens the cited article');
    await expect(first).not.toHaveAttribute('aria-describedby');
    // Centred over the third anchor, not the first.
    const centre = (el: Element) =>
      el.getBoundingClientRect().left + el.getBoundingClientRect().width / 2;
    await expect(centre(tooltip)).toBeCloseTo(centre(third), 0);
  },
};

export const ShiftedFromViewportEdge: Story = {
  args: { id: 'edge', title: 'A long explanation that would overflow the left edge of the window' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ paddingTop: 80 }}>
      <button type="button" data-tooltip-id={args.id} style={{ marginLeft: 0 }}>
        i
      </button>
      <Tooltip {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'i' }));
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().left).toBeCloseTo(tooltipShiftPadding, 0);
  },
};
