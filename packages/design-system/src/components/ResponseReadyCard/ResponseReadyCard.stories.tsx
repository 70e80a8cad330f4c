import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { ResponseReadyCard } from './ResponseReadyCard.js';

const meta = {
  title: 'Components/ResponseReadyCard',
  component: ResponseReadyCard,
  args: {
    message:
      'Can the landlord end a commercial lease early if the tenant is late with the rent twice?',
    onOpen: fn(),
    onClose: fn(),
    // Screenshots need the card to stay; the 15 s lifetime is covered by the unit tests.
    lifetime: null,
  },
} satisfies Meta<typeof ResponseReadyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { lifetime: 15000 },
  play: async ({ canvas }) => {
    // The live region is there first; the card enters it a moment later.
    const region = canvas.getByRole('status');
    await waitFor(() =>
      expect(region).toHaveTextContent('Response ready! Check it out to continue.'),
    );
  },
};

export const Shown: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('status');
    await waitFor(() =>
      expect(card).toHaveTextContent('Response ready! Check it out to continue.'),
    );
    await expect(card).toHaveTextContent(/commercial lease/);
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Opened: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Response ready!/ }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
    // The card goes; its live region stays, empty, for the next one.
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
    await expect(args.onClose).toHaveBeenCalledWith('close');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const TimedOut: Story = {
  args: { lifetime: 300 },
  play: async ({ canvas, args }) => {
    await canvas.findByText(/commercial lease/);
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: 3000,
    });
    await expect(args.onClose).toHaveBeenCalledWith('timeout');
  },
};

export const LongMessage: Story = {
  args: {
    message:
      'Summarise the obligations of a data controller under the GDPR when a processor suffers a breach, including notification deadlines, content of the notice to the supervisory authority and when data subjects must be told.',
  },
  play: async ({ canvas }) => {
    // Long messages are clamped to two lines so the card keeps its size.
    const message = await canvas.findByText(/Summarise the obligations/);
    await expect(message.scrollHeight).toBeGreaterThan(message.clientHeight);
  },
};

export const Localised: Story = {
  args: {
    title: 'Risposta pronta! Aprila per continuare.',
    closeLabel: 'Chiudi',
    message: 'Il locatore può recedere?',
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Risposta pronta! Aprila per continuare.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Chiudi' })).toBeVisible();
  },
};
