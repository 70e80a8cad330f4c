import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';

import { expectNoAxeViolations } from '../../test/axe.js';
import { renderWithTheme } from '../../test/render-with-theme.js';
import { StatefulButton, statefulButtonSuccessDuration } from './StatefulButton.js';

describe('StatefulButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a plain clickable button when idle', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(<StatefulButton onClick={onClick}>Save</StatefulButton>);

    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled, busy and shows a spinner while loading', async () => {
    // A disabled MUI button has pointer-events: none; click it anyway, as a determined user would try.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onClick = vi.fn();
    renderWithTheme(
      <StatefulButton state="loading" loadingLabel="Saving" onClick={onClick}>
        Save
      </StatefulButton>,
    );

    const button = screen.getByRole('button', { name: /save/i });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the success content, disabled, for 1500 ms and then is idle again', () => {
    vi.useFakeTimers();
    const onSuccessEnd = vi.fn();
    renderWithTheme(
      <StatefulButton state="success" successContent="Saved" onSuccessEnd={onSuccessEnd}>
        Save
      </StatefulButton>,
    );

    expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(statefulButtonSuccessDuration - 1));
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(onSuccessEnd).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSuccessEnd).toHaveBeenCalledTimes(1);
    expect(statefulButtonSuccessDuration).toBe(1500);
  });

  it('stays idle on success when there is no success content', () => {
    vi.useFakeTimers();
    const onSuccessEnd = vi.fn();
    renderWithTheme(
      <StatefulButton state="success" onSuccessEnd={onSuccessEnd}>
        Save
      </StatefulButton>,
    );

    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSuccessEnd).toHaveBeenCalledTimes(1);
  });

  it('goes from loading to success to idle as the parent reports progress', () => {
    vi.useFakeTimers();
    const onSuccessEnd = vi.fn();
    const { rerender } = renderWithTheme(
      <StatefulButton state="loading" successContent="Sent" onSuccessEnd={onSuccessEnd}>
        Send
      </StatefulButton>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');

    rerender(
      <StatefulButton state="success" successContent="Sent" onSuccessEnd={onSuccessEnd}>
        Send
      </StatefulButton>,
    );
    const button = screen.getByRole('button', { name: 'Sent' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeDisabled();

    act(() => vi.advanceTimersByTime(statefulButtonSuccessDuration));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(onSuccessEnd).toHaveBeenCalledTimes(1);
  });

  it('drops the success window when the parent leaves success early', () => {
    vi.useFakeTimers();
    const onSuccessEnd = vi.fn();
    const { rerender } = renderWithTheme(
      <StatefulButton state="success" successContent="Saved" onSuccessEnd={onSuccessEnd}>
        Save
      </StatefulButton>,
    );
    rerender(
      <StatefulButton state="loading" successContent="Saved" onSuccessEnd={onSuccessEnd}>
        Save
      </StatefulButton>,
    );
    act(() => vi.advanceTimersByTime(statefulButtonSuccessDuration * 2));
    expect(onSuccessEnd).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<StatefulButton ref={ref}>Save</StatefulButton>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('has no axe violations while loading', async () => {
    const { container } = renderWithTheme(<StatefulButton state="loading">Save</StatefulButton>);
    await expectNoAxeViolations(container);
  });
});
