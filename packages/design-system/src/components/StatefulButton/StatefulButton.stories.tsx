import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import {
  StatefulButton,
  statefulButtonSuccessDuration,
  type StatefulButtonState,
} from './StatefulButton.js';

const meta = {
  title: 'Components/StatefulButton',
  component: StatefulButton,
  args: {
    children: 'Save',
    state: 'idle',
    successContent: 'Saved',
    loadingLabel: 'Saving',
    variant: 'contained',
    onClick: fn(),
    onSuccessEnd: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['idle', 'loading', 'success'] },
    variant: { control: 'inline-radio', options: ['contained', 'outlined', 'text'] },
  },
} satisfies Meta<typeof StatefulButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /save/i });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving');
  },
};

// The success window lasts 1500 ms, so the story checks it and then waits for idle; the visual
// snapshot is taken after that, which keeps it stable.
export const Success: Story = {
  args: { state: 'success' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled(), {
      timeout: statefulButtonSuccessDuration * 2,
    });
    await expect(args.onSuccessEnd).toHaveBeenCalledTimes(1);
  },
};

export const SuccessWithoutContent: Story = {
  args: { state: 'success', successContent: undefined },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

export const Outlined: Story = {
  args: { variant: 'outlined', state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /save/i })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

function SaveFlow() {
  const [state, setState] = useState<StatefulButtonState>('idle');
  const save = () => {
    setState('loading');
    // Stands in for a request that takes a moment.
    setTimeout(() => setState('success'), 300);
  };
  return (
    <StatefulButton
      variant="contained"
      state={state}
      successContent="Saved"
      loadingLabel="Saving"
      onClick={save}
      onSuccessEnd={() => setState('idle')}
    >
      Save
    </StatefulButton>
  );
}

export const FullCycle: Story = {
  render: () => <SaveFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: /save/i })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(await canvas.findByRole('button', { name: 'Saved' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled(), {
      timeout: statefulButtonSuccessDuration * 2,
    });
  },
};
