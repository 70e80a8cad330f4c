import { screen } from '@testing-library/react';

import { expectNoAxeViolations } from '../../test/axe.js';
import { renderWithTheme } from '../../test/render-with-theme.js';
import { Loader } from './Loader.js';

describe('Loader', () => {
  it('announces that the page is loading', () => {
    renderWithTheme(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces a custom label', () => {
    renderWithTheme(<Loader label="Signing you in" />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Loader />);
    await expectNoAxeViolations(container);
  });
});
