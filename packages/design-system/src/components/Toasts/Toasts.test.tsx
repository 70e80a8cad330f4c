import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { useToast } from './toast-context';
import { ToastProvider, toastLifetime, type ToastProviderProps } from './ToastProvider';
import type { ToastOptions } from './toast-context';

import { useFakeTimersWithUserEvent } from '../../test/fake-timers';
import { expectNoAxeViolations } from '../../test/axe';

function Trigger({ options, label = 'Notify' }: { options: ToastOptions; label?: string }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(options)}>
      {label}
    </button>
  );
}

function renderWithProvider(triggers: ToastOptions[], props: ToastProviderProps = {}) {
  return render(
    <ToastProvider {...props}>
      {triggers.map((options, i) => (
        <Trigger key={i} options={options} label={`Notify ${i + 1}`} />
      ))}
    </ToastProvider>,
  );
}

describe('Toasts', () => {
  const setup = useFakeTimersWithUserEvent();

  it('shows an info toast as a polite status that disappears after 5 seconds', async () => {
    const user = setup();
    renderWithProvider([{ message: 'Document uploaded' }]);
    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    await user.unhover(screen.getByText('Document uploaded'));

    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Document uploaded');
    expect(toast).toHaveAttribute('aria-live', 'polite');

    expect(toastLifetime).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Document uploaded')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Document uploaded')).not.toBeInTheDocument();
  });

  it('announces an error toast assertively as an alert', async () => {
    const user = setup();
    renderWithProvider([{ message: 'Upload failed', type: 'error' }]);
    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Upload failed');
    expect(toast).toHaveAttribute('aria-live', 'assertive');
  });

  it('stacks several toasts, each with its own 5 second lifetime', async () => {
    const user = setup();
    renderWithProvider([{ message: 'First' }, { message: 'Second' }]);
    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    act(() => vi.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Notify 2' }));

    const toasts = screen.getAllByRole('status');
    expect(toasts.map((t) => t.textContent)).toEqual(['First', 'Second']);
    // Both sit in the same top-right stack.
    expect(toasts[0]!.parentElement).toBe(toasts[1]!.parentElement);

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('puts bottom-left toasts in their own stack, top-right by default', async () => {
    const user = setup();
    renderWithProvider([{ message: 'Top' }, { message: 'Bottom', position: 'bottom-left' }]);
    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    await user.click(screen.getByRole('button', { name: 'Notify 2' }));
    const top = screen.getByText('Top').closest('[role="status"]')!.parentElement!;
    const bottom = screen.getByText('Bottom').closest('[role="status"]')!.parentElement!;
    expect(top).not.toBe(bottom);
    expect(within(top).queryByText('Bottom')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button, whose name comes from a prop', async () => {
    const user = setup();
    renderWithProvider([{ message: 'Saved' }], { closeLabel: 'Chiudi' });
    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('names the close button "Close" by default', async () => {
    const user = setup();
    renderWithProvider([{ message: 'Saved' }]);
    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('keeps a toast while it is hovered and counts only the remaining time afterwards', async () => {
    const user = setup();
    renderWithProvider([{ message: 'Read me' }]);
    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    await user.unhover(screen.getByText('Read me'));
    act(() => vi.advanceTimersByTime(3000));
    await user.hover(screen.getByText('Read me'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    await user.unhover(screen.getByText('Read me'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
  });

  it('returns the toast id so callers can dismiss it early', async () => {
    const user = setup();
    function Manual() {
      const { show, dismiss } = useToast();
      return (
        <button type="button" onClick={() => dismiss(show({ message: 'Gone at once' }))}>
          Flash
        </button>
      );
    }
    render(
      <ToastProvider>
        <Manual />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Flash' }));
    expect(screen.queryByText('Gone at once')).not.toBeInTheDocument();
  });

  it('tells the developer when useToast has no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{ message: 'x' }} />)).toThrow(/ToastProvider/);
  });

  it('has no axe violations with both kinds of toast shown', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const { container } = renderWithProvider([
      { message: 'Info' },
      { message: 'Error', type: 'error', position: 'bottom-left' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    await user.click(screen.getByRole('button', { name: 'Notify 2' }));
    await expectNoAxeViolations(container);
  });
});
