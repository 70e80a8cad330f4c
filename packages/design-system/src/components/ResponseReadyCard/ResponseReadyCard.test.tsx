import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { liveRegionDelay } from '../../internal/live-region.js';
import { ResponseReadyCard, responseReadyLifetime } from './ResponseReadyCard.js';

import { useFakeTimersWithUserEvent } from '../../test/fake-timers.js';
import { expectNoAxeViolations } from '../../test/axe.js';

/** Renders the card and lets it enter its live region. */
function renderCard(ui: Parameters<typeof render>[0]) {
  const view = render(ui);
  act(() => vi.advanceTimersByTime(liveRegionDelay));
  return view;
}

describe('ResponseReadyCard', () => {
  const setup = useFakeTimersWithUserEvent();

  it('mounts an empty polite live region first, then announces the card in it', () => {
    render(<ResponseReadyCard message="Can the landlord end the lease early?" />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(liveRegionDelay));
    // The same region, now with the card's text.
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Response ready! Check it out to continue.');
    expect(region).toHaveTextContent('Can the landlord end the lease early?');
  });

  it('hides itself 15 seconds after it appears and reports the timeout', () => {
    const onClose = vi.fn();
    renderCard(<ResponseReadyCard message="Lease question" onClose={onClose} />);
    expect(responseReadyLifetime).toBe(15000);
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.getByText('Lease question')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Lease question')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledExactlyOnceWith('timeout');
    // The region stays, empty.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('opens the conversation when clicked', async () => {
    const user = setup();
    const onOpen = vi.fn();
    renderCard(<ResponseReadyCard message="Lease question" onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: /Response ready!/ }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button without opening the conversation', async () => {
    const user = setup();
    const onOpen = vi.fn();
    const onClose = vi.fn();
    renderCard(<ResponseReadyCard message="Lease question" onOpen={onOpen} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onClose).toHaveBeenCalledExactlyOnceWith('close');
    expect(onOpen).not.toHaveBeenCalled();
    // The lifetime no longer applies once closed.
    act(() => vi.advanceTimersByTime(responseReadyLifetime));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while the pointer is on it and then uses the remaining time', async () => {
    const user = setup();
    const onClose = vi.fn();
    renderCard(<ResponseReadyCard message="Lease question" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(10_000));
    await user.hover(screen.getByText('Lease question'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    await user.unhover(screen.getByText('Lease question'));
    act(() => vi.advanceTimersByTime(5_000));
    expect(onClose).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('takes its title and close label from props', () => {
    renderCard(
      <ResponseReadyCard title="Risposta pronta!" closeLabel="Chiudi" message="Domanda" />,
    );
    expect(screen.getByText('Risposta pronta!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });

  it('kept mounted, shows one response after another in the same live region', () => {
    const onClose = vi.fn();
    const card = (open: boolean, key?: string, message = '') => (
      <ResponseReadyCard open={open} contentKey={key} message={message} onClose={onClose} />
    );
    const { rerender } = render(card(false));
    const region = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(liveRegionDelay));
    expect(region).toBeEmptyDOMElement();

    // The region is already known: the card enters it at once.
    rerender(card(true, 'a', 'Lease question'));
    expect(region).toHaveTextContent('Lease question');
    act(() => vi.advanceTimersByTime(responseReadyLifetime));
    expect(region).toBeEmptyDOMElement();
    expect(onClose).toHaveBeenCalledExactlyOnceWith('timeout');

    // The next response, in the same region, with a lifetime of its own.
    rerender(card(true, 'b', 'Deposit question'));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Deposit question');
    act(() => vi.advanceTimersByTime(10_000));
    rerender(card(true, 'c', 'Notice question'));
    expect(region).toHaveTextContent('Notice question');
    act(() => vi.advanceTimersByTime(10_000));
    expect(region).toHaveTextContent('Notice question');
    act(() => vi.advanceTimersByTime(5_000));
    expect(region).toBeEmptyDOMElement();

    // Hidden from outside: the region stays, empty, and onClose is not called.
    onClose.mockClear();
    rerender(card(true, 'd', 'Renewal question'));
    expect(region).toHaveTextContent('Renewal question');
    rerender(card(false, 'd', 'Renewal question'));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toBeEmptyDOMElement();
    expect(onClose).not.toHaveBeenCalled();
    // Open again: shown again, with a fresh lifetime.
    rerender(card(true, 'd', 'Renewal question'));
    expect(region).toHaveTextContent('Renewal question');
    act(() => vi.advanceTimersByTime(responseReadyLifetime - 1));
    expect(region).toHaveTextContent('Renewal question');
  });

  it('kept mounted, shows the next response after the close button hid one', async () => {
    const user = setup();
    const { rerender } = renderCard(
      <ResponseReadyCard open contentKey="a" message="Lease question" />,
    );
    const region = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(region).toBeEmptyDOMElement();
    // The same response stays closed until another one comes.
    rerender(<ResponseReadyCard open contentKey="a" message="Lease question" />);
    expect(region).toBeEmptyDOMElement();
    rerender(<ResponseReadyCard open contentKey="b" message="Deposit question" />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Deposit question');
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<ResponseReadyCard message="Lease question" />);
    await screen.findByText('Lease question');
    await expectNoAxeViolations(container);
  });
});
