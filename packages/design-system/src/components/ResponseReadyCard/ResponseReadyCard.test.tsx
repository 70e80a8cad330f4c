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

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<ResponseReadyCard message="Lease question" />);
    await screen.findByText('Lease question');
    await expectNoAxeViolations(container);
  });
});
