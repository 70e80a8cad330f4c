import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { DocumentsGrid, type LibraryDocument } from './DocumentsGrid.js';

// Fixed documents and dates so every screenshot is identical.
const documents: LibraryDocument[] = [
  {
    id: 'd1',
    name: 'Commercial lease agreement.pdf',
    status: 'indexed',
    size: 248_000,
    uploadedAt: '2026-03-02T10:00:00Z',
  },
  {
    id: 'd2',
    name: 'Board minutes March.docx',
    status: 'indexing',
    progress: 42,
    size: 51_200,
    uploadedAt: '2026-03-03T10:00:00Z',
  },
  {
    id: 'd3',
    name: 'Scanned ruling 2019.pdf',
    status: 'failed',
    progress: 10,
    size: 3_400_000,
    uploadedAt: '2026-03-04T10:00:00Z',
  },
  {
    id: 'd4',
    name: 'GDPR privacy notice.pdf',
    status: 'queued',
    size: 90_000,
    uploadedAt: '2026-03-05T10:00:00Z',
  },
  {
    id: 'd5',
    name: 'Supplier framework contract.pdf',
    status: 'indexed',
    size: 1_250_000,
    uploadedAt: '2026-03-06T10:00:00Z',
  },
];

// A click leaves focus (and the grid's focus outline) on a cell at a moment that varies from run to
// run: release it so the screenshot after the play function is always the same.
function releaseFocus() {
  (document.activeElement as HTMLElement | null)?.blur();
}

const meta = {
  title: 'Grids/DocumentsGrid',
  component: DocumentsGrid,
  args: {
    rows: documents,
    total: documents.length,
    limit: 10,
    offset: 0,
    pageSizeOptions: [10, 20, 50],
    onPageChange: fn(),
    onSortChange: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onReindex: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1000, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Documents' })).toBeVisible();
  },
};

export const IndexingStatuses: Story = {
  play: async ({ canvas }) => {
    const indexing = canvas.getByRole('progressbar', {
      name: 'Indexing progress: Board minutes March.docx',
    });
    await expect(indexing).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('Indexing 42%')).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', {
        name: 'Indexing progress: Commercial lease agreement.pdf',
      }),
    ).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByText('Queued')).toBeVisible();
  },
};

export const RowActions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Open: Commercial lease agreement.pdf' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(documents[0]);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Re-index: Scanned ruling 2019.pdf' }),
    );
    await expect(args.onReindex).toHaveBeenCalledWith(documents[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete: GDPR privacy notice.pdf' }));
    await expect(args.onDelete).toHaveBeenCalledWith(documents[3]);
    // Not offered while the document is still in the pipeline.
    await expect(
      canvas.queryByRole('button', { name: 'Re-index: Board minutes March.docx' }),
    ).not.toBeInTheDocument();
    releaseFocus();
  },
};

export const Paged: Story = {
  args: { total: 35, limit: 5, offset: 10, pageSizeOptions: [5, 10] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('11–15 of 35')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ limit: 5, offset: 15 });
    releaseFocus();
  },
};

export const Sorted: Story = {
  args: { sort: { field: 'uploadedAt', direction: 'asc' } },
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('columnheader', { name: /^Uploaded on/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      field: 'uploadedAt',
      direction: 'desc',
    });
    releaseFocus();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading documents' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No documents yet. Upload one to start.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    rows: [],
    total: 0,
    error: { message: 'The library could not be loaded.', onRetry: fn() },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The library could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(args.error?.onRetry).toHaveBeenCalledTimes(1));
    releaseFocus();
  },
};

export const Localised: Story = {
  args: {
    labels: {
      grid: 'Documenti',
      name: 'Nome',
      status: 'Stato indicizzazione',
      size: 'Dimensione',
      uploadedAt: 'Caricato il',
      actions: 'Azioni',
      open: 'Apri',
      reindex: 'Reindicizza',
      delete: 'Elimina',
      progress: 'Avanzamento',
      statuses: {
        queued: 'In coda',
        indexing: 'In corso',
        indexed: 'Indicizzato',
        failed: 'Non riuscito',
      },
    },
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
    const grid = canvas.getByRole('grid', { name: 'Documenti' });
    // The grid renders its cells once it has measured its width (a resize observer's callback): on
    // a busy machine the actions column can come a frame after the first rows.
    await expect(
      await canvas.findByRole('button', { name: 'Apri: Commercial lease agreement.pdf' }),
    ).toBeVisible();
    await expect(within(grid).getByText('In corso 42%')).toBeVisible();
    await expect(canvas.getByText('1–5 di 5')).toBeVisible();
  },
};
