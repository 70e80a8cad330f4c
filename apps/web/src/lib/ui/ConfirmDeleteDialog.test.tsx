import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

const words = {
  cancel: { id: 'test.cancel', defaultMessage: 'Annulla' },
  delete: { id: 'test.delete', defaultMessage: 'Elimina' },
  actionFailed: { id: 'test.failed', defaultMessage: 'Operazione non riuscita.' },
};

function renderDialog(status: { isPending: boolean; isError: boolean }) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <IntlProvider locale="it" messages={{}} onError={() => {}}>
      <ConfirmDeleteDialog
        title="Eliminare la conversazione?"
        body="«Notifica entro 72 ore» sarà eliminata."
        words={words}
        status={status}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </IntlProvider>,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDeleteDialog', () => {
  it('asks with the safe choice focused, in the words of the feature, and deletes on confirm', async () => {
    const { onConfirm, onClose } = renderDialog({ isPending: false, isError: false });
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminare la conversazione?' });
    expect(dialog).toHaveTextContent('«Notifica entro 72 ore» sarà eliminata.');
    expect(screen.getByRole('button', { name: 'Annulla' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says a failed deletion and stays open to try again', () => {
    renderDialog({ isPending: false, isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Operazione non riuscita.');
    expect(screen.getByRole('button', { name: 'Elimina' })).toBeEnabled();
  });
});
