import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

import { expectNoAxeViolations } from '../../test/axe.js';
import { renderWithTheme } from '../../test/render-with-theme.js';
import { NotFound } from './NotFound.js';

describe('NotFound', () => {
  it('says the page does not exist', () => {
    renderWithTheme(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for does not exist or has been moved.'),
    ).toBeInTheDocument();
  });

  it('offers a way home only when the app handles it', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<NotFound />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    const onGoHome = vi.fn();
    rerender(<NotFound onGoHome={onGoHome} homeLabel="Back to the assistant" />);
    await user.click(screen.getByRole('button', { name: 'Back to the assistant' }));
    expect(onGoHome).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<NotFound onGoHome={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
