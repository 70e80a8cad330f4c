import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { useToast, type ToastOptions } from './toast-context.js';
import { ToastProvider } from './ToastProvider.js';

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

/** The polite and assertive live regions of a corner: mounted, empty, before any toast. */
function cornerRegions(position: 'top-right' | 'bottom-left' = 'top-right') {
  const [topPolite, topAssertive, bottomPolite, bottomAssertive] = screen.getAllByRole('log');
  return position === 'top-right'
    ? { polite: topPolite!, assertive: topAssertive! }
    : { polite: bottomPolite!, assertive: bottomAssertive! };
}

export const Playground: Story = {
  args: { lifetime: 5000 },
  parameters: { toasts: [{ message: 'Your document has been uploaded.' }] },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Show toasts' })).toBeVisible();
    // The live regions wait, empty, for the first toast.
    await expect(screen.getAllByRole('log')).toHaveLength(4);
    for (const region of screen.getAllByRole('log')) await expect(region).toBeEmptyDOMElement();
  },
};

export const Info: Story = {
  parameters: { toasts: [{ message: 'Your document has been uploaded.' }] },
  play: async () => {
    const { polite } = cornerRegions();
    await expect(polite).toBeEmptyDOMElement();
    await showToasts();
    await waitFor(() => expect(polite).toHaveTextContent('Your document has been uploaded.'));
    await expect(polite).toHaveAttribute('aria-live', 'polite');
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  parameters: { toasts: [{ message: 'The upload failed. Please try again.', type: 'error' }] },
  play: async () => {
    const { assertive } = cornerRegions();
    await expect(assertive).toBeEmptyDOMElement();
    await showToasts();
    await waitFor(() =>
      expect(assertive).toHaveTextContent('The upload failed. Please try again.'),
    );
    await expect(assertive).toHaveAttribute('aria-live', 'assertive');
  },
};

export const BottomLeft: Story = {
  parameters: { toasts: [{ message: 'Link copied to the clipboard.', position: 'bottom-left' }] },
  play: async () => {
    await showToasts();
    const toast = await screen.findByText('Link copied to the clipboard.');
    await expect(cornerRegions('bottom-left').polite).toContainElement(toast);
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
    const first = await screen.findByText('Your document has been uploaded.');
    const second = screen.getByText('Indexing has started.');
    const alert = screen.getByText('One document could not be read.');
    await expect(cornerRegions().assertive).toContainElement(alert);
    // Newer toasts stack below older ones in the top-right corner, errors below information.
    await expect(first.getBoundingClientRect().top).toBeLessThan(
      second.getBoundingClientRect().top,
    );
    await expect(second.getBoundingClientRect().top).toBeLessThan(
      alert.getBoundingClientRect().top,
    );
    await expect(first.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
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
