// Shared by SeatsGrid and DocumentsGrid: a DataGrid wired for server-side paging and sorting in the
// API's limit/offset terms, with loading, empty and error states in the grid's own overlay.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  type GridColDef,
  type GridLocaleText,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';

/** One page of a list, in the API's terms. */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** Sort order requested from the server; one column at a time. */
export interface GridSort<F extends string = string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** A failed load: the message to show and how to try again. */
export interface GridError {
  message: string;
  onRetry?: () => void;
}

/** Default page sizes; the API accepts at most 100 per page. */
export const gridPageSizeOptions = [10, 20, 50, 100] as const;

/** Default page size, the API's default limit. */
export const gridDefaultLimit = 20;

export interface ServerGridProps<F extends string = string> {
  /** Number of rows on the server, across all pages. */
  total: number;
  /** Rows per page. */
  limit?: number;
  /** Index of the first row shown (a multiple of limit). */
  offset?: number;
  /** Page sizes offered in the footer. */
  pageSizeOptions?: readonly number[];
  /** Called when the user asks for another page or page size; load it and pass new rows, limit and offset. */
  onPageChange?: (page: PageRequest) => void;
  /** Current sort, or null for the server's default order. */
  sort?: GridSort<F> | null;
  /** Called when the user sorts by a column header (null: back to default order). */
  onSortChange?: (sort: GridSort<F> | null) => void;
  /** Rows are being loaded: shows a progress bar over the grid. */
  loading?: boolean;
  /** The last load failed: shows the message and a retry button instead of rows. */
  error?: GridError | null;
  /** Text shown when there are no rows. */
  emptyLabel?: string;
  /** Label of the retry button of the error state. */
  retryLabel?: string;
  /** Accessible name of the progress bar shown while loading. */
  loadingLabel?: string;
  /** Accessible name of the grid. */
  label?: string;
  /** Overrides of the DataGrid's own texts (footer, sort labels...); English by default. */
  localeText?: Partial<GridLocaleText>;
  /** Renders every row and column at once (tests, printing); off by default for speed. */
  disableVirtualization?: boolean;
  className?: string;
  sx?: SxProps<Theme>;
}

interface OverlayState {
  error: GridError | null;
  emptyLabel: string;
  retryLabel: string;
  loadingLabel: string;
}

const OverlayContext = createContext<OverlayState>({
  error: null,
  emptyLabel: '',
  retryLabel: '',
  loadingLabel: '',
});

// The DataGrid's own loading bar has no accessible name (axe: aria-progressbar-name).
function LoadingOverlay() {
  const { loadingLabel } = useContext(OverlayContext);
  return (
    <OverlayRow sx={{ alignItems: 'flex-start' }}>
      <LinearProgress aria-label={loadingLabel} sx={{ width: '100%' }} />
    </OverlayRow>
  );
}

// Overlays render inside the element with role grid, whose children may only be rows: an alert or a
// progress bar directly inside fails axe (aria-required-children). One row with one cell holds them.
function OverlayRow({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      role="row"
      sx={[
        {
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box role="gridcell" sx={{ width: '100%', display: 'flex', justifyContent: 'center', px: 2 }}>
        {children}
      </Box>
    </Box>
  );
}

// Module-level so the DataGrid keeps one overlay component type; the texts arrive through context.
function StateOverlay() {
  const { error, emptyLabel, retryLabel } = useContext(OverlayContext);
  return (
    <GridOverlay>
      <OverlayRow>
        {error ? (
          <Alert
            severity="error"
            action={
              error.onRetry ? (
                <Button color="inherit" size="small" onClick={error.onRetry}>
                  {retryLabel}
                </Button>
              ) : undefined
            }
            sx={{ pointerEvents: 'auto' }}
          >
            {error.message}
          </Alert>
        ) : (
          <Typography color="text.secondary">{emptyLabel}</Typography>
        )}
      </OverlayRow>
    </GridOverlay>
  );
}

interface ServerDataGridProps<
  R extends GridValidRowModel,
  F extends string,
> extends ServerGridProps<F> {
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  getRowId?: (row: R) => string | number;
  /** Checkboxes to select rows of the page: the selected ids and what to call when they change. */
  selection?: { ids: readonly GridRowId[]; onChange: (ids: GridRowId[]) => void };
}

export function ServerDataGrid<R extends GridValidRowModel, F extends string>({
  rows,
  columns,
  getRowId,
  selection,
  total,
  limit = gridDefaultLimit,
  offset = 0,
  pageSizeOptions = gridPageSizeOptions,
  onPageChange,
  sort = null,
  onSortChange,
  loading = false,
  error = null,
  emptyLabel = 'No rows',
  retryLabel = 'Retry',
  loadingLabel = 'Loading',
  label,
  localeText,
  disableVirtualization,
  className,
  sx,
}: ServerDataGridProps<R, F>) {
  // While a page loads callers often have no total yet; keeping the last one stops the grid from
  // clamping the page number to 0 (and asking for the first page) in the meantime.
  const lastTotal = useRef(total);
  if (!loading) lastTotal.current = total;
  const rowCount = error ? 0 : loading ? lastTotal.current : total;

  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: Math.floor(offset / limit), pageSize: limit }),
    [offset, limit],
  );
  const sortModel = useMemo<GridSortModel>(
    () => (sort ? [{ field: sort.field, sort: sort.direction }] : []),
    [sort],
  );
  const overlay = useMemo(
    () => ({ error, emptyLabel, retryLabel, loadingLabel }),
    [error, emptyLabel, retryLabel, loadingLabel],
  );

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    // A new page size starts again from the first row.
    const next =
      model.pageSize !== limit
        ? { limit: model.pageSize, offset: 0 }
        : { limit: model.pageSize, offset: model.page * model.pageSize };
    if (next.limit !== limit || next.offset !== offset) onPageChange?.(next);
  };

  const rowSelectionModel = useMemo<GridRowSelectionModel | undefined>(
    () => (selection ? { type: 'include', ids: new Set(selection.ids) } : undefined),
    [selection],
  );
  const handleRowSelectionModelChange = (model: GridRowSelectionModel) => {
    if (!selection) return;
    // "Select all" may come as every row but the ones named.
    const ids =
      model.type === 'include'
        ? [...model.ids]
        : rows
            .map((row) => (getRowId ? getRowId(row) : (row.id as GridRowId)))
            .filter((id) => !model.ids.has(id));
    selection.onChange(ids);
  };

  const handleSortModelChange = (model: GridSortModel) => {
    const first = model[0];
    onSortChange?.(first?.sort ? { field: first.field as F, direction: first.sort } : null);
  };

  return (
    <OverlayContext.Provider value={overlay}>
      <DataGrid<R>
        rows={error ? [] : rows}
        columns={columns}
        getRowId={getRowId}
        rowCount={rowCount}
        paginationMode="server"
        sortingMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={pageSizeOptions}
        sortModel={sortModel}
        onSortModelChange={handleSortModelChange}
        loading={loading}
        localeText={localeText}
        label={label}
        aria-label={label}
        disableColumnMenu
        disableColumnFilter
        disableRowSelectionOnClick
        checkboxSelection={selection !== undefined}
        {...(rowSelectionModel
          ? { rowSelectionModel, onRowSelectionModelChange: handleRowSelectionModelChange }
          : {})}
        disableVirtualization={disableVirtualization}
        slots={{
          noRowsOverlay: StateOverlay,
          noResultsOverlay: StateOverlay,
          loadingOverlay: LoadingOverlay,
        }}
        className={className}
        sx={[{ minHeight: 240 }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </OverlayContext.Provider>
  );
}
