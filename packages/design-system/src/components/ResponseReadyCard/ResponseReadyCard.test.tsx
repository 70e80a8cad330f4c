import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ResponseReadyCard, responseReadyLifetime } from './ResponseReadyCard';

import { useFakeTimersWithUserEvent } from '../../test/fake-timers';
import { expectNoAxeViolations } from '../../test/axe';

describe('ResponseReadyCard', () => {
  const setup = useFakeTimersWithUserEvent();

  it('shows the default title and the message in a status region', () => {
    render(<ResponseReadyCard message="Can the landlord end the lease early?" />);
    const card = screen.getByRole('status');
    expect(card).toHaveTextContent('Response ready! Check it out to continue.');
    expect(card).toHaveTextContent('Can the landlord end the lease early?');
  });

  it('hides itself after 15 seconds and reports the timeout', () => {
    const onClose = vi.fn();
    render(<ResponseReadyCard message="Lease question" onClose={onClose} />);
    expect(responseReadyLifetime).toBe(15000);
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.getByText('Lease question')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Lease question')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('opens the conversation when clicked', async () => {
    const user = setup();
    const onOpen = vi.fn();
    render(<ResponseReadyCard message="Lease question" onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: /Response ready!/ }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button without opening the conversation', async () => {
    const user = setup();
    const onOpen = vi.fn();
    const onClose = vi.fn();
    render(<ResponseReadyCard message="Lease question" onOpen={onOpen} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledExactlyOnceWith('close');
    expect(onOpen).not.toHaveBeenCalled();
    // The lifetime no longer applies once closed.
    act(() => vi.advanceTimersByTime(responseReadyLifetime));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while the pointer is on it and then uses the remaining time', async () => {
    const user = setup();
    const onClose = vi.fn();
    render(<ResponseReadyCard message="Lease question" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(10_000));
    await user.hover(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    await user.unhover(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(5_000));
    expect(onClose).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('takes its title and close label from props', () => {
    render(<ResponseReadyCard title="Risposta pronta!" closeLabel="Chiudi" message="Domanda" />);
    expect(screen.getByText('Risposta pronta!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<ResponseReadyCard message="Lease question" />);
    await expectNoAxeViolations(container);
  });
});
