import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

import { expectNoAxeViolations } from '../../test/axe.js';
import { renderWithTheme } from '../../test/render-with-theme.js';
import { Tooltip, tooltipOffset, tooltipShiftPadding } from './Tooltip.js';

function Page() {
  return (
    <>
      <button type="button" data-tooltip-id="copy">
        Copy answer
      </button>
      <p>
        Or{' '}
        <a href="#copy" data-tooltip-id="copy">
          copy the link
        </a>
      </p>
      <button type="button" data-tooltip-id="other">
        Share
      </button>
      <Tooltip id="copy" title="Copies to the clipboard" />
    </>
  );
}

describe('Tooltip', () => {
  it('opens while an anchor with its id is hovered', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    const anchor = screen.getByRole('button', { name: 'Copy answer' });
    await user.hover(anchor);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copies to the clipboard');
    expect(anchor).toHaveAccessibleDescription('Copies to the clipboard');

    await user.unhover(anchor);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(anchor).not.toHaveAttribute('aria-describedby');
  });

  it('opens on keyboard focus and closes when focus moves on', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy answer' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copies to the clipboard');

    await user.tab();
    const link = screen.getByRole('link', { name: 'copy the link' });
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleDescription('Copies to the clipboard');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('serves every anchor that shares its id, one at a time', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    const button = screen.getByRole('button', { name: 'Copy answer' });
    const link = screen.getByRole('link', { name: 'copy the link' });

    await user.hover(link);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(link).toHaveAccessibleDescription('Copies to the clipboard');
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('ignores anchors of another tooltip', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    await user.hover(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes on Escape and keeps an existing description of the anchor', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <span id="hint">Requires an admin</span>
        <button type="button" data-tooltip-id="seat" aria-describedby="hint">
          Remove seat
        </button>
        <Tooltip id="seat" title="Frees the seat at once" />
      </>,
    );
    const anchor = screen.getByRole('button', { name: 'Remove seat' });
    await user.hover(anchor);
    expect(anchor).toHaveAccessibleDescription('Requires an admin Frees the seat at once');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(anchor).toHaveAccessibleDescription('Requires an admin');
  });

  it('uses the spacing of the spec', () => {
    expect(tooltipOffset).toBe(10);
    expect(tooltipShiftPadding).toBe(5);
  });

  it('has no axe violations while open', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    await user.hover(screen.getByRole('button', { name: 'Copy answer' }));
    await expectNoAxeViolations(document.body);
  });
});
