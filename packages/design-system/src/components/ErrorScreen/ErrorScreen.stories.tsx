import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ErrorScreen } from './ErrorScreen.js';

const meta = {
  title: 'Components/ErrorScreen',
  component: ErrorScreen,
  args: { onReload: fn(), onContactSupport: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', {
        name: 'An error occurred. Please reload the page and try again.',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Support' }));
    await expect(args.onContactSupport).toHaveBeenCalledTimes(1);
  },
};

export const Translated: Story = {
  args: {
    message: 'Si è verificato un errore. Ricarica la pagina e riprova.',
    reloadLabel: 'Ricarica',
    contactSupportLabel: 'Contatta il supporto',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ricarica' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contatta il supporto' })).toBeVisible();
  },
};
