import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

import { expectNoAxeViolations } from '../../test/axe.js';
import { renderWithTheme } from '../../test/render-with-theme.js';
import { ErrorScreen } from './ErrorScreen.js';

describe('ErrorScreen', () => {
  it('explains the error and offers Reload and Contact Support', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onContactSupport = vi.fn();
    renderWithTheme(<ErrorScreen onReload={onReload} onContactSupport={onContactSupport} />);

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'An error occurred. Please reload the page and try again.',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onContactSupport).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(onContactSupport).toHaveBeenCalledTimes(1);
  });

  it('shows translated text passed as props', () => {
    renderWithTheme(
      <ErrorScreen
        message="Si è verificato un errore."
        reloadLabel="Ricarica"
        contactSupportLabel="Contatta il supporto"
        onReload={() => {}}
        onContactSupport={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Si è verificato un errore.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ricarica' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contatta il supporto' })).toBeInTheDocument();
  });

  it('is the main landmark unless rendered inside another', () => {
    const { rerender } = renderWithTheme(
      <ErrorScreen onReload={() => {}} onContactSupport={() => {}} />,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    rerender(<ErrorScreen component="div" onReload={() => {}} onContactSupport={() => {}} />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <ErrorScreen onReload={() => {}} onContactSupport={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});
