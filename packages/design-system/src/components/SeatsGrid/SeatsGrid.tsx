import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';

import { EditIcon, RemoveIcon } from '../../internal/grid-icons.js';
import { seatsGridClasses } from './seatsGridClasses.js';
import { ServerDataGrid, type ServerGridProps } from '../../internal/server-data-grid.js';

/** A user holding a seat of the organisation. */
export interface Seat {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Organisation role, e.g. 'OWNER' | 'ADMIN' | 'MEMBER'. */
  role: string;
  /** When the user joined (ISO 8601). */
  createdAt?: string;
}

/** Columns the server can sort seats by. */
export type SeatsSortField = 'name' | 'email' | 'role' | 'createdAt';

/** Every text of the SeatsGrid; English by default. */
export interface SeatsGridLabels {
  grid: string;
  name: string;
  email: string;
  role: string;
  createdAt: string;
  actions: string;
  editRole: string;
  remove: string;
  empty: string;
  retry: string;
  loading: string;
}

export const seatsGridDefaultLabels: SeatsGridLabels = {
  grid: 'Seats',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  createdAt: 'Added on',
  actions: 'Actions',
  editRole: 'Edit role',
  remove: 'Remove',
  empty: 'No users yet. Invite someone to share your plan.',
  retry: 'Retry',
  loading: 'Loading seats',
};

const defaultRoleLabels: Record<string, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  MEMBER: 'Member',
};
const defaultDateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});
const defaultFormatRole = (role: string) => defaultRoleLabels[role] ?? role;
const defaultFormatDate = (iso: string) => defaultDateFormat.format(new Date(iso));
const manageAll = () => true;

export interface SeatsGridProps extends Omit<
  ServerGridProps<SeatsSortField>,
  'label' | 'emptyLabel' | 'retryLabel' | 'loadingLabel'
> {
  /** The users of the current page. */
  rows: readonly Seat[];
  /** Texts of the headers, actions and states; any subset overrides the English defaults. */
  labels?: Partial<SeatsGridLabels>;
  /** Shows a role value as text. */
  formatRole?: (role: string) => string;
  /** Shows the join date as text. */
  formatDate?: (iso: string) => string;
  /** Called with the seat whose role the user wants to change. */
  onEditRole?: (seat: Seat) => void;
  /** Called with the seat the user wants to remove. */
  onRemove?: (seat: Seat) => void;
  /** Whether a seat's actions are offered (e.g. not for the owner); all by default. */
  canManage?: (seat: Seat) => boolean;
}

/** The organisation's users, one page at a time from the server, with edit-role and remove actions. */
export function SeatsGrid({
  rows,
  labels: labelOverrides,
  formatRole = defaultFormatRole,
  formatDate = defaultFormatDate,
  onEditRole,
  onRemove,
  canManage = manageAll,
  className,
  ...gridProps
}: SeatsGridProps) {
  const labels = { ...seatsGridDefaultLabels, ...labelOverrides };

  const columns = useMemo<GridColDef<Seat>[]>(
    () => [
      {
        field: 'name',
        headerName: labels.name,
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`.trim(),
      },
      { field: 'email', headerName: labels.email, flex: 1.2, minWidth: 200 },
      {
        field: 'role',
        headerName: labels.role,
        width: 120,
        valueFormatter: (value: string) => formatRole(value),
      },
      {
        field: 'createdAt',
        headerName: labels.createdAt,
        width: 140,
        valueFormatter: (value: string | undefined) => (value ? formatDate(value) : ''),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: labels.actions,
        width: 110,
        getActions: ({ row }) =>
          canManage(row)
            ? [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditIcon />}
                  label={`${labels.editRole}: ${row.firstName} ${row.lastName}`}
                  onClick={() => onEditRole?.(row)}
                />,
                <GridActionsCellItem
                  key="remove"
                  icon={<RemoveIcon />}
                  label={`${labels.remove}: ${row.firstName} ${row.lastName}`}
                  onClick={() => onRemove?.(row)}
                />,
              ]
            : [],
      },
    ],
    // labels is rebuilt each render from its parts; depend on the parts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(labels), formatRole, formatDate, onEditRole, onRemove, canManage],
  );

  return (
    <ServerDataGrid<Seat, SeatsSortField>
      {...gridProps}
      rows={rows}
      columns={columns}
      label={labels.grid}
      emptyLabel={labels.empty}
      retryLabel={labels.retry}
      loadingLabel={labels.loading}
      className={[seatsGridClasses.root, className].filter(Boolean).join(' ')}
    />
  );
}
