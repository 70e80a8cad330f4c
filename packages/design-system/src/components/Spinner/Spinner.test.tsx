import { screen } from '@testing-library/react';

import { expectNoAxeViolations } from '../../test/axe.js';
import { renderWithTheme } from '../../test/render-with-theme.js';
import { Spinner, spinnerSizes, type SpinnerSize } from './Spinner.js';

describe('Spinner', () => {
  it('announces a wait with the default label', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces the label it is given', () => {
    renderWithTheme(<Spinner label="Indexing documents" />);
    expect(screen.getByRole('status')).toHaveTextContent('Indexing documents');
  });

  it('keeps the ring itself out of the accessibility tree', () => {
    renderWithTheme(<Spinner />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each(Object.entries(spinnerSizes) as [SpinnerSize, number][])(
    'draws size %s at %i px',
    (size, px) => {
      renderWithTheme(<Spinner size={size} />);
      const ring = screen.getByRole('status').firstElementChild as HTMLElement;
      expect(ring.style.width).toBe(`${px}px`);
      expect(ring.style.height).toBe(`${px}px`);
    },
  );

  it('offers the six sizes of the spec, largest first', () => {
    expect(Object.keys(spinnerSizes)).toEqual([
      'large',
      'medium',
      'small',
      'xsmall',
      'xxsmall',
      'xxxsmall',
    ]);
    const diameters = Object.values(spinnerSizes);
    expect([...diameters].sort((a, b) => b - a)).toEqual(diameters);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Spinner />);
    await expectNoAxeViolations(container);
  });
});
