import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SeatsGrid, type Seat, type SeatsGridProps } from './SeatsGrid.js';
import { expectNoAxeViolations } from '../../test/axe.js';

const seats: Seat[] = [
  {
    id: 'u1',
    firstName: 'Giulia',
    lastName: 'Rossi',
    email: 'giulia@studio.it',
    role: 'OWNER',
    createdAt: '2026-01-12T09:00:00Z',
  },
  {
    id: 'u2',
    firstName: 'Marco',
    lastName: 'Bianchi',
    email: 'marco@studio.it',
    role: 'MEMBER',
    createdAt: '2026-02-03T09:00:00Z',
  },
];

function renderGrid(props: Partial<SeatsGridProps> = {}) {
  return render(
    <div style={{ width: 900 }}>
      <SeatsGrid rows={seats} total={2} disableVirtualization {...props} />
    </div>,
  );
}

describe('SeatsGrid', () => {
  it('shows the seats with English headers by default', () => {
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'Seats' });
    for (const header of ['Name', 'Email', 'Role', 'Added on', 'Actions']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(grid).getByRole('row', { name: /Giulia Rossi/ });
    expect(within(row).getByText('giulia@studio.it')).toBeInTheDocument();
    expect(within(row).getByText('Owner')).toBeInTheDocument();
    expect(within(row).getByText('12 Jan 2026')).toBeInTheDocument();
  });

  it('asks for the next page in limit/offset terms', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderGrid({ total: 45, limit: 20, offset: 0, onPageChange });
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith({ limit: 20, offset: 20 });
  });

  it('shows the page it is given and asks for the previous one', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderGrid({ total: 45, limit: 20, offset: 40, onPageChange });
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith({ limit: 20, offset: 20 });
  });

  it('starts from the first row when the page size changes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderGrid({ total: 200, limit: 20, offset: 60, onPageChange });
    // jsdom applies the footer's small-screen media query (it has no real viewport), which hides the
    // page-size select from the accessibility tree; the Storybook story checks it in Chromium.
    await user.click(screen.getByRole('combobox', { hidden: true }));
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ limit: 50, offset: 0 });
  });

  it('asks the server to sort when a header is clicked', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { rerender } = renderGrid({ onSortChange });
    await user.click(screen.getByRole('columnheader', { name: /^Email/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'email', direction: 'asc' });

    rerender(
      <div style={{ width: 900 }}>
        <SeatsGrid
          rows={seats}
          total={2}
          disableVirtualization
          onSortChange={onSortChange}
          sort={{ field: 'email', direction: 'asc' }}
        />
      </div>,
    );
    expect(screen.getByRole('columnheader', { name: /^Email/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('columnheader', { name: /^Email/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'email', direction: 'desc' });
  });

  it('calls the row actions with the seat', async () => {
    const user = userEvent.setup();
    const onEditRole = vi.fn();
    const onRemove = vi.fn();
    renderGrid({ onEditRole, onRemove });
    await user.click(screen.getByRole('button', { name: 'Edit role: Marco Bianchi' }));
    expect(onEditRole).toHaveBeenCalledExactlyOnceWith(seats[1]);
    await user.click(screen.getByRole('button', { name: 'Remove: Giulia Rossi' }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith(seats[0]);
  });

  it('offers no actions on seats that cannot be managed', () => {
    renderGrid({ canManage: (seat) => seat.role !== 'OWNER' });
    expect(screen.queryByRole('button', { name: /Giulia Rossi/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove: Marco Bianchi' })).toBeInTheDocument();
  });

  it('shows a progress bar while loading', () => {
    renderGrid({ rows: [], total: 0, loading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading seats' })).toBeInTheDocument();
  });

  it('shows the empty label when there are no seats', () => {
    renderGrid({ rows: [], total: 0, labels: { empty: 'Nobody here yet' } });
    expect(screen.getByText('Nobody here yet')).toBeInTheDocument();
  });

  it('shows the error in the grid with a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderGrid({ error: { message: 'Could not load the seats.', onRetry } });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the seats.');
    expect(screen.queryByText('giulia@studio.it')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes every label, the role names and the DataGrid texts from props', () => {
    renderGrid({
      total: 45,
      labels: {
        grid: 'Posti',
        name: 'Nome',
        email: 'E-mail',
        role: 'Ruolo',
        createdAt: 'Aggiunto il',
        actions: 'Azioni',
        editRole: 'Modifica ruolo',
      },
      formatRole: (role) => (role === 'OWNER' ? 'Titolare' : 'Membro'),
      localeText: { paginationRowsPerPage: 'Righe per pagina:' },
    });
    const grid = screen.getByRole('grid', { name: 'Posti' });
    expect(within(grid).getByRole('columnheader', { name: 'Nome' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Aggiunto il' })).toBeInTheDocument();
    expect(within(grid).getByText('Titolare')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Modifica ruolo: Giulia Rossi' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Righe per pagina:')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderGrid();
    await expectNoAxeViolations(container);
  });
});
