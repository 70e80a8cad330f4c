import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { SeatsGrid, type Seat, type SeatsSortField } from './SeatsGrid.js';
import type { GridSort, PageRequest } from '../../internal/server-data-grid.js';

const firstNames = ['Giulia', 'Marco', 'Sofia', 'Luca', 'Chiara', 'Matteo', 'Elena', 'Paolo'];
const lastNames = [
  'Rossi',
  'Bianchi',
  'Ferrari',
  'Esposito',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
];

// Fixed data (no randomness, fixed dates) so every screenshot is identical.
const allSeats: Seat[] = Array.from({ length: 45 }, (_, i) => {
  const firstName = firstNames[i % firstNames.length]!;
  const lastName = lastNames[Math.floor(i / firstNames.length) % lastNames.length]!;
  return {
    id: `user-${i + 1}`,
    firstName,
    lastName,
    email: `${firstName}.${lastName}${i + 1}@studio-legale.it`.toLowerCase(),
    role: i === 0 ? 'OWNER' : i % 5 === 0 ? 'ADMIN' : 'MEMBER',
    createdAt: new Date(Date.UTC(2026, 0, 5 + i)).toISOString(),
  };
});

function sortSeats(seats: Seat[], sort: GridSort<SeatsSortField> | null): Seat[] {
  if (!sort) return seats;
  const key = (seat: Seat) =>
    sort.field === 'name' ? `${seat.firstName} ${seat.lastName}` : (seat[sort.field] ?? '');
  const sorted = [...seats].sort((a, b) => key(a).localeCompare(key(b)));
  return sort.direction === 'asc' ? sorted : sorted.reverse();
}

/** Plays the server's part: slices and sorts the fixed seats like GET /organisations/me/users would. */
function SeatsGridWithServer(props: Partial<ComponentProps<typeof SeatsGrid>>) {
  const [page, setPage] = useState<PageRequest>({ limit: 10, offset: 0 });
  const [sort, setSort] = useState<GridSort<SeatsSortField> | null>(null);
  const rows = sortSeats(allSeats, sort).slice(page.offset, page.offset + page.limit);
  return (
    <SeatsGrid
      {...props}
      rows={rows}
      total={allSeats.length}
      limit={page.limit}
      offset={page.offset}
      pageSizeOptions={[10, 20, 50]}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage((current) => ({ ...current, offset: 0 }));
        props.onSortChange?.(next);
      }}
    />
  );
}

// A click leaves focus (and the grid's focus outline) on a cell at a moment that varies from run to
// run: release it so the screenshot after the play function is always the same.
function releaseFocus() {
  (document.activeElement as HTMLElement | null)?.blur();
}

const meta = {
  title: 'Grids/SeatsGrid',
  component: SeatsGrid,
  args: {
    rows: allSeats.slice(0, 5),
    total: 5,
    limit: 10,
    offset: 0,
    pageSizeOptions: [10, 20, 50],
    onPageChange: fn(),
    onSortChange: fn(),
    onEditRole: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 900, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SeatsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => <SeatsGridWithServer {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1–10 of 45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ limit: 10, offset: 10 });
    await expect(await canvas.findByText('11–20 of 45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to previous page' }));
    await expect(await canvas.findByText('1–10 of 45')).toBeVisible();
    releaseFocus();
  },
};

export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Seats' });
    await expect(within(grid).getByRole('row', { name: /Giulia Rossi/ })).toBeVisible();
    await expect(within(grid).getByText('Owner')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit role: Marco Rossi' }));
    await expect(args.onEditRole).toHaveBeenCalledWith(allSeats[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Sofia Rossi' }));
    await expect(args.onRemove).toHaveBeenCalledWith(allSeats[2]);
    releaseFocus();
  },
};

export const SecondPage: Story = {
  args: { rows: allSeats.slice(10, 20), total: 45, offset: 10 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('11–20 of 45')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '20' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ limit: 20, offset: 0 });
    releaseFocus();
  },
};

export const Sorted: Story = {
  args: { sort: { field: 'email', direction: 'desc' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: /^Email/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(canvas.getByRole('columnheader', { name: /^Name/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'asc' });
    releaseFocus();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading seats' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No users yet. Invite someone to share your plan.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: [], total: 0, error: { message: 'The seats could not be loaded.', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The seats could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(args.error?.onRetry).toHaveBeenCalledTimes(1));
    releaseFocus();
  },
};

export const OwnerNotManageable: Story = {
  args: { canManage: (seat) => seat.role !== 'OWNER' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Giulia Rossi/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove: Marco Rossi' })).toBeVisible();
  },
};

export const Localised: Story = {
  args: {
    labels: {
      grid: 'Posti',
      name: 'Nome',
      email: 'E-mail',
      role: 'Ruolo',
      createdAt: 'Aggiunto il',
      actions: 'Azioni',
      editRole: 'Modifica ruolo',
      remove: 'Rimuovi',
    },
    formatRole: (role) => ({ OWNER: 'Titolare', ADMIN: 'Amministratore' })[role] ?? 'Membro',
    formatDate: (iso) =>
      new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(iso),
      ),
    localeText: {
      paginationRowsPerPage: 'Righe per pagina:',
      paginationDisplayedRows: ({ from, to, count }) => `${from}–${to} di ${count}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Posti' })).toBeVisible();
    await expect(canvas.getByText('Titolare')).toBeVisible();
    await expect(canvas.getByText('Righe per pagina:')).toBeVisible();
    await expect(canvas.getByText('1–5 di 5')).toBeVisible();
  },
};
