import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { useToast } from './toast-context.js';
import { ToastProvider, toastLifetime, type ToastProviderProps } from './ToastProvider.js';
import type { ToastOptions } from './toast-context.js';

import { useFakeTimersWithUserEvent } from '../../test/fake-timers.js';
import { expectNoAxeViolations } from '../../test/axe.js';

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

/** The live regions of both corners, in render order: top-right, then bottom-left. */
function liveRegions() {
  const [topPolite, topAssertive, bottomPolite, bottomAssertive] = screen.getAllByRole('log');
  return { topPolite, topAssertive, bottomPolite, bottomAssertive };
}

describe('Toasts', () => {
  const setup = useFakeTimersWithUserEvent();

  it('keeps empty live regions mounted before any toast: polite and assertive in each corner', () => {
    renderWithProvider([{ message: 'Document uploaded' }]);
    const regions = screen.getAllByRole('log');
    expect(regions).toHaveLength(4);
    expect(regions.map((region) => region.getAttribute('aria-live'))).toEqual([
      'polite',
      'assertive',
      'polite',
      'assertive',
    ]);
    for (const region of regions) expect(region).toBeEmptyDOMElement();
  });

  it('announces an info toast in the polite region that was already there; gone after 5 seconds', async () => {
    const user = setup();
    renderWithProvider([{ message: 'Document uploaded' }]);
    const { topPolite, topAssertive } = liveRegions();
    expect(topPolite).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    await user.unhover(screen.getByText('Document uploaded'));

    // The same element, now with the text: the region was not inserted along with it.
    expect(screen.getAllByRole('log')[0]).toBe(topPolite);
    expect(topPolite).toHaveTextContent('Document uploaded');
    expect(topPolite).toHaveAttribute('aria-live', 'polite');
    expect(topAssertive).toBeEmptyDOMElement();

    expect(toastLifetime).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Document uploaded')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Document uploaded')).not.toBeInTheDocument();
    // The region stays for the next toast.
    expect(topPolite).toBeInTheDocument();
    expect(topPolite).toBeEmptyDOMElement();
  });

  it('announces an error toast in the assertive region that was already there', async () => {
    const user = setup();
    renderWithProvider([{ message: 'Upload failed', type: 'error' }]);
    const { topPolite, topAssertive } = liveRegions();
    expect(topAssertive).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    expect(topAssertive).toHaveTextContent('Upload failed');
    expect(topAssertive).toHaveAttribute('aria-live', 'assertive');
    expect(topPolite).toBeEmptyDOMElement();
    // The toast itself is no second live region (no role alert or status of its own).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stacks several toasts, each with its own 5 second lifetime', async () => {
    const user = setup();
    renderWithProvider([{ message: 'First' }, { message: 'Second' }]);
    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    act(() => vi.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Notify 2' }));

    const { topPolite } = liveRegions();
    expect(topPolite!.children).toHaveLength(2);
    expect([...topPolite!.children].map((t) => t.textContent)).toEqual(['First', 'Second']);

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('puts bottom-left toasts in their own stack, top-right by default', async () => {
    const user = setup();
    renderWithProvider([
      { message: 'Top' },
      { message: 'Bottom', position: 'bottom-left' },
      { message: 'Bottom error', position: 'bottom-left', type: 'error' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Notify 1' }));
    await user.click(screen.getByRole('button', { name: 'Notify 2' }));
    await user.click(screen.getByRole('button', { name: 'Notify 3' }));
    const { topPolite, topAssertive, bottomPolite, bottomAssertive } = liveRegions();
    expect(topPolite).toHaveTextContent('Top');
    expect(within(topPolite!).queryByText('Bottom')).not.toBeInTheDocument();
    expect(topAssertive).toBeEmptyDOMElement();
    expect(bottomPolite).toHaveTextContent(/^Bottom$/);
    expect(bottomAssertive).toHaveTextContent('Bottom error');
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
