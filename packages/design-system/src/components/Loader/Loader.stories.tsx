import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Loader } from './Loader.js';

const meta = {
  title: 'Components/Loader',
  component: Loader,
  args: { label: 'Loading' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.label ?? 'Loading');
  },
};

export const FullPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    // The loader covers the viewport and centres the spinner in it.
    const view = canvasElement.ownerDocument.defaultView as Window;
    const box = status.getBoundingClientRect();
    await expect(box.left + box.width / 2).toBeCloseTo(view.innerWidth / 2, 0);
    await expect(box.top + box.height / 2).toBeCloseTo(view.innerHeight / 2, 0);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Signing you in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in');
  },
};
