import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { useToast, type ToastOptions } from './toast-context';
import { ToastProvider } from './ToastProvider';

function Triggers({ toasts }: { toasts: ToastOptions[] }) {
  const { show } = useToast();
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={() => toasts.forEach((toast) => show(toast))}>
        Show toasts
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Components/Toasts',
  component: ToastProvider,
  // Reviews and screenshots need toasts that stay: the 5 s lifetime is covered by the unit tests.
  args: { lifetime: null, closeLabel: 'Close' },
  parameters: { layout: 'fullscreen' },
  render: (args, { parameters }) => (
    <ToastProvider {...args}>
      <div style={{ padding: 16, minHeight: 320 }}>
        <Triggers toasts={(parameters.toasts as ToastOptions[] | undefined) ?? []} />
      </div>
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

async function showToasts() {
  await userEvent.click(screen.getByRole('button', { name: 'Show toasts' }));
}

export const Playground: Story = {
  args: { lifetime: 5000 },
  parameters: { toasts: [{ message: 'Your document has been uploaded.' }] },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Show toasts' })).toBeVisible();
  },
};

export const Info: Story = {
  parameters: { toasts: [{ message: 'Your document has been uploaded.' }] },
  play: async () => {
    await showToasts();
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Your document has been uploaded.');
    await expect(toast).toHaveAttribute('aria-live', 'polite');
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  parameters: { toasts: [{ message: 'The upload failed. Please try again.', type: 'error' }] },
  play: async () => {
    await showToasts();
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent('The upload failed. Please try again.');
    await expect(toast).toHaveAttribute('aria-live', 'assertive');
  },
};

export const BottomLeft: Story = {
  parameters: { toasts: [{ message: 'Link copied to the clipboard.', position: 'bottom-left' }] },
  play: async () => {
    await showToasts();
    const toast = await screen.findByRole('status');
    const box = toast.getBoundingClientRect();
    await expect(box.left).toBeLessThan(window.innerWidth / 2);
    await expect(box.top).toBeGreaterThan(window.innerHeight / 2);
  },
};

export const Stacked: Story = {
  parameters: {
    toasts: [
      { message: 'Your document has been uploaded.' },
      { message: 'Indexing has started.' },
      { message: 'One document could not be read.', type: 'error' },
    ],
  },
  play: async () => {
    await showToasts();
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(2));
    const [first, second] = screen.getAllByRole('status');
    const alert = screen.getByRole('alert');
    // Newer toasts stack below older ones in the top-right corner.
    await expect(first!.getBoundingClientRect().top).toBeLessThan(
      second!.getBoundingClientRect().top,
    );
    await expect(second!.getBoundingClientRect().top).toBeLessThan(
      alert.getBoundingClientRect().top,
    );
    await expect(first!.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
  },
};

export const Dismissed: Story = {
  parameters: {
    toasts: [{ message: 'Your document has been uploaded.' }, { message: 'Indexing has started.' }],
  },
  play: async () => {
    await showToasts();
    const closeButtons = await screen.findAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[0]!);
    await waitFor(() =>
      expect(screen.queryByText('Your document has been uploaded.')).not.toBeInTheDocument(),
    );
    await expect(screen.getByText('Indexing has started.')).toBeVisible();
  },
};

export const Localised: Story = {
  args: { closeLabel: 'Chiudi' },
  parameters: { toasts: [{ message: 'Documento caricato.' }] },
  play: async () => {
    await showToasts();
    await expect(await screen.findByRole('button', { name: 'Chiudi' })).toBeVisible();
  },
};
