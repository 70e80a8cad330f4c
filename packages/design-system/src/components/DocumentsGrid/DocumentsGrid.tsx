import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';

import { DeleteIcon, OpenIcon, ReindexIcon } from '../../internal/grid-icons.js';
import { ServerDataGrid, type ServerGridProps } from '../../internal/server-data-grid.js';
import { documentsGridClasses } from './documentsGridClasses.js';

/** Where a document is in the indexing pipeline. */
export type DocumentIndexingStatus = 'queued' | 'indexing' | 'indexed' | 'failed';

/** A document of a workspace library. */
export interface LibraryDocument {
  id: string;
  /** File name shown to the user. */
  name: string;
  status: DocumentIndexingStatus;
  /** Indexing progress from 0 to 100, while indexing (or where a failure stopped). */
  progress?: number;
  /** Size in bytes. */
  size?: number;
  /** When it was uploaded (ISO 8601). */
  uploadedAt?: string;
}

/** Columns the server can sort documents by. */
export type DocumentsSortField = 'name' | 'status' | 'size' | 'uploadedAt';

/** Every text of the DocumentsGrid; English by default. */
export interface DocumentsGridLabels {
  grid: string;
  name: string;
  status: string;
  size: string;
  uploadedAt: string;
  actions: string;
  open: string;
  reindex: string;
  delete: string;
  /** Accessible name of a row's progress bar, followed by the document name. */
  progress: string;
  empty: string;
  retry: string;
  loading: string;
  statuses: Record<DocumentIndexingStatus, string>;
}

export const documentsGridDefaultLabels: DocumentsGridLabels = {
  grid: 'Documents',
  name: 'Name',
  status: 'Indexing status',
  size: 'Size',
  uploadedAt: 'Uploaded on',
  actions: 'Actions',
  open: 'Open',
  reindex: 'Re-index',
  delete: 'Delete',
  progress: 'Indexing progress',
  empty: 'No documents yet. Upload one to start.',
  retry: 'Retry',
  loading: 'Loading documents',
  statuses: { queued: 'Queued', indexing: 'Indexing', indexed: 'Indexed', failed: 'Failed' },
};

const defaultDateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});
const defaultFormatDate = (iso: string) => defaultDateFormat.format(new Date(iso));
const sizeFormat = (unit: string) =>
  new Intl.NumberFormat('en', {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
const sizeFormats = {
  byte: sizeFormat('byte'),
  kilobyte: sizeFormat('kilobyte'),
  megabyte: sizeFormat('megabyte'),
};
const defaultFormatSize = (bytes: number) => {
  if (bytes < 1024) return sizeFormats.byte.format(bytes);
  if (bytes < 1024 * 1024) return sizeFormats.kilobyte.format(bytes / 1024);
  return sizeFormats.megabyte.format(bytes / (1024 * 1024));
};
// Re-indexing makes sense once the pipeline has finished with a document, either way.
const defaultCanReindex = (document: LibraryDocument) =>
  document.status === 'indexed' || document.status === 'failed';

/** The value the progress bar shows for a document. */
export function documentProgress(document: LibraryDocument): number {
  if (document.status === 'indexed') return 100;
  if (document.status === 'queued') return 0;
  return Math.min(100, Math.max(0, Math.round(document.progress ?? 0)));
}

export interface DocumentsGridProps extends Omit<
  ServerGridProps<DocumentsSortField>,
  'label' | 'emptyLabel' | 'retryLabel' | 'loadingLabel'
> {
  /** The documents of the current page. */
  rows: readonly LibraryDocument[];
  /** Texts of the headers, statuses, actions and states; any subset overrides the English defaults. */
  labels?: Partial<DocumentsGridLabels>;
  /** Shows the upload date as text. */
  formatDate?: (iso: string) => string;
  /** Shows a size in bytes as text. */
  formatSize?: (bytes: number) => string;
  /** Called with the document the user wants to open. */
  onOpen?: (document: LibraryDocument) => void;
  /** Called with the document the user wants to delete. */
  onDelete?: (document: LibraryDocument) => void;
  /** Called with the document the user wants indexed again. */
  onReindex?: (document: LibraryDocument) => void;
  /** Whether re-indexing is offered for a document; by default once indexed or failed. */
  canReindex?: (document: LibraryDocument) => boolean;
  /** The ids of the documents selected by their checkboxes (with onSelectionChange). */
  selectedIds?: readonly string[];
  /**
   * Called with the ids selected on the page when the user ticks or unticks a document (or all of
   * them); given, every row gets a checkbox, e.g. to delete several documents at once.
   */
  onSelectionChange?: (ids: string[]) => void;
}

/**
 * A workspace's documents, one page at a time from the server, each with its indexing status as a
 * progress bar and open / re-index / delete actions; with onSelectionChange, checkboxes to select
 * several.
 */
export function DocumentsGrid({
  rows,
  labels: labelOverrides,
  formatDate = defaultFormatDate,
  formatSize = defaultFormatSize,
  onOpen,
  onDelete,
  onReindex,
  canReindex = defaultCanReindex,
  selectedIds,
  onSelectionChange,
  className,
  ...gridProps
}: DocumentsGridProps) {
  const labels = {
    ...documentsGridDefaultLabels,
    ...labelOverrides,
    statuses: { ...documentsGridDefaultLabels.statuses, ...labelOverrides?.statuses },
  };

  const columns = useMemo<GridColDef<LibraryDocument>[]>(
    () => [
      { field: 'name', headerName: labels.name, flex: 1, minWidth: 200 },
      {
        field: 'status',
        headerName: labels.status,
        width: 220,
        renderCell: ({ row }) => {
          const value = documentProgress(row);
          const statusText = labels.statuses[row.status];
          return (
            <Box
              className={documentsGridClasses.status}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                height: '100%',
                width: '100%',
              }}
            >
              <LinearProgress
                variant="determinate"
                value={value}
                color={
                  row.status === 'failed'
                    ? 'error'
                    : row.status === 'indexed'
                      ? 'success'
                      : 'primary'
                }
                aria-label={`${labels.progress}: ${row.name}`}
                aria-valuetext={row.status === 'indexing' ? `${statusText} ${value}%` : statusText}
                className={documentsGridClasses.progress}
                sx={{ flex: 1, height: 6, borderRadius: 3 }}
              />
              <Typography
                variant="body2"
                color={row.status === 'failed' ? 'error' : 'text.secondary'}
                sx={{ minWidth: 88 }}
              >
                {row.status === 'indexing' ? `${statusText} ${value}%` : statusText}
              </Typography>
            </Box>
          );
        },
      },
      {
        field: 'size',
        headerName: labels.size,
        width: 100,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number | undefined) =>
          value === undefined ? '' : formatSize(value),
      },
      {
        field: 'uploadedAt',
        headerName: labels.uploadedAt,
        width: 140,
        valueFormatter: (value: string | undefined) => (value ? formatDate(value) : ''),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: labels.actions,
        width: 140,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="open"
            icon={<OpenIcon />}
            label={`${labels.open}: ${row.name}`}
            onClick={() => onOpen?.(row)}
          />,
          ...(canReindex(row)
            ? [
                <GridActionsCellItem
                  key="reindex"
                  icon={<ReindexIcon />}
                  label={`${labels.reindex}: ${row.name}`}
                  onClick={() => onReindex?.(row)}
                />,
              ]
            : []),
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`${labels.delete}: ${row.name}`}
            onClick={() => onDelete?.(row)}
          />,
        ],
      },
    ],
    // labels is rebuilt each render from its parts; depend on their content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(labels), formatDate, formatSize, onOpen, onDelete, onReindex, canReindex],
  );

  const selection = useMemo(
    () =>
      onSelectionChange
        ? {
            ids: selectedIds ?? [],
            onChange: (ids: Array<string | number>) => onSelectionChange(ids.map(String)),
          }
        : undefined,
    [selectedIds, onSelectionChange],
  );

  return (
    <ServerDataGrid<LibraryDocument, DocumentsSortField>
      {...gridProps}
      {...(selection ? { selection } : {})}
      rows={rows}
      columns={columns}
      label={labels.grid}
      emptyLabel={labels.empty}
      retryLabel={labels.retry}
      loadingLabel={labels.loading}
      className={[documentsGridClasses.root, className].filter(Boolean).join(' ')}
    />
  );
}
