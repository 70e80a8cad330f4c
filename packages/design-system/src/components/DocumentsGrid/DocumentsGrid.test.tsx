import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DocumentsGrid, type DocumentsGridProps, type LibraryDocument } from './DocumentsGrid.js';
import { expectNoAxeViolations } from '../../test/axe.js';

const documents: LibraryDocument[] = [
  {
    id: 'd1',
    name: 'Lease agreement.pdf',
    status: 'indexed',
    size: 248_000,
    uploadedAt: '2026-03-02T10:00:00Z',
  },
  {
    id: 'd2',
    name: 'Board minutes.docx',
    status: 'indexing',
    progress: 42.4,
    size: 51_200,
    uploadedAt: '2026-03-03T10:00:00Z',
  },
  {
    id: 'd3',
    name: 'Scanned ruling.pdf',
    status: 'failed',
    progress: 10,
    size: 3_400_000,
    uploadedAt: '2026-03-04T10:00:00Z',
  },
  {
    id: 'd4',
    name: 'GDPR notice.pdf',
    status: 'queued',
    size: 900,
    uploadedAt: '2026-03-05T10:00:00Z',
  },
];

function renderGrid(props: Partial<DocumentsGridProps> = {}) {
  return render(
    <div style={{ width: 1000 }}>
      <DocumentsGrid rows={documents} total={4} disableVirtualization {...props} />
    </div>,
  );
}

describe('DocumentsGrid', () => {
  it('shows each document with its indexing status as a labelled progress bar', () => {
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'Documents' });
    for (const header of ['Name', 'Indexing status', 'Size', 'Uploaded on', 'Actions']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const indexing = screen.getByRole('progressbar', {
      name: 'Indexing progress: Board minutes.docx',
    });
    expect(indexing).toHaveAttribute('aria-valuenow', '42');
    expect(indexing).toHaveAttribute('aria-valuetext', 'Indexing 42%');
    expect(
      screen.getByRole('progressbar', { name: 'Indexing progress: Lease agreement.pdf' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(
      screen.getByRole('progressbar', { name: 'Indexing progress: GDPR notice.pdf' }),
    ).toHaveAttribute('aria-valuenow', '0');
    const failed = screen.getByRole('progressbar', {
      name: 'Indexing progress: Scanned ruling.pdf',
    });
    expect(failed).toHaveAttribute('aria-valuetext', 'Failed');

    const row = within(grid).getByRole('row', { name: /Board minutes/ });
    expect(within(row).getByText('Indexing 42%')).toBeInTheDocument();
    expect(within(row).getByText('50 kB')).toBeInTheDocument();
    expect(within(row).getByText('3 Mar 2026')).toBeInTheDocument();
    expect(within(grid).getByText('Queued')).toBeInTheDocument();
    expect(within(grid).getByText('3.2 MB')).toBeInTheDocument();
  });

  it('calls open, re-index and delete with the document', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onReindex = vi.fn();
    const onDelete = vi.fn();
    renderGrid({ onOpen, onReindex, onDelete });
    await user.click(screen.getByRole('button', { name: 'Open: Lease agreement.pdf' }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(documents[0]);
    await user.click(screen.getByRole('button', { name: 'Re-index: Scanned ruling.pdf' }));
    expect(onReindex).toHaveBeenCalledExactlyOnceWith(documents[2]);
    await user.click(screen.getByRole('button', { name: 'Delete: GDPR notice.pdf' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(documents[3]);
  });

  it('offers re-indexing only once indexing has finished or failed', () => {
    renderGrid();
    expect(
      screen.getByRole('button', { name: 'Re-index: Lease agreement.pdf' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Re-index: Scanned ruling.pdf' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Re-index: Board minutes.docx' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Re-index: GDPR notice.pdf' }),
    ).not.toBeInTheDocument();
  });

  it('pages and sorts through the server in limit/offset terms', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onSortChange = vi.fn();
    renderGrid({ total: 90, limit: 20, offset: 20, onPageChange, onSortChange });
    expect(screen.getByText('21–40 of 90')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith({ limit: 20, offset: 40 });
    await user.click(screen.getByRole('columnheader', { name: /^Uploaded on/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'uploadedAt', direction: 'asc' });
  });

  it('keeps the page while a new page loads with no total yet', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderGrid({ total: 90, limit: 20, offset: 40, onPageChange });
    rerender(
      <div style={{ width: 1000 }}>
        <DocumentsGrid
          rows={[]}
          total={0}
          limit={20}
          offset={40}
          loading
          disableVirtualization
          onPageChange={onPageChange}
        />
      </div>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading documents' })).toBeInTheDocument();
    expect(screen.getByText('41–60 of 90')).toBeInTheDocument();
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('shows the empty label and the error state with retry', async () => {
    const user = userEvent.setup();
    const { rerender } = renderGrid({ rows: [], total: 0 });
    expect(screen.getByText('No documents yet. Upload one to start.')).toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(
      <div style={{ width: 1000 }}>
        <DocumentsGrid
          rows={[]}
          total={0}
          error={{ message: 'The library is unreachable.', onRetry }}
          labels={{ retry: 'Riprova' }}
          disableVirtualization
        />
      </div>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The library is unreachable.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes every label, status name and DataGrid text from props', () => {
    renderGrid({
      labels: {
        grid: 'Documenti',
        name: 'Nome',
        status: 'Stato',
        progress: 'Avanzamento',
        open: 'Apri',
        statuses: {
          queued: 'In coda',
          indexing: 'In indicizzazione',
          indexed: 'Indicizzato',
          failed: 'Non riuscito',
        },
      },
      localeText: { paginationRowsPerPage: 'Righe per pagina:' },
    });
    const grid = screen.getByRole('grid', { name: 'Documenti' });
    expect(within(grid).getByRole('columnheader', { name: 'Stato' })).toBeInTheDocument();
    expect(within(grid).getByText('In indicizzazione 42%')).toBeInTheDocument();
    expect(within(grid).getByText('In coda')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Avanzamento: Lease agreement.pdf' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apri: Lease agreement.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Righe per pagina:')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderGrid();
    await expectNoAxeViolations(container);
  });

  it('selects documents by their checkboxes when asked to, and shows the selection it is given', async () => {
    const onSelectionChange = vi.fn();
    const { rerender } = renderGrid({ onSelectionChange, selectedIds: [] });
    const rows = screen
      .getAllByRole('row')
      .filter((row) => within(row).queryByText('Board minutes.docx'));
    await userEvent.click(within(rows[0]!).getByRole('checkbox'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['d2']);

    rerender(
      <div style={{ width: 1000 }}>
        <DocumentsGrid
          rows={documents}
          total={4}
          disableVirtualization
          onSelectionChange={onSelectionChange}
          selectedIds={['d2', 'd3']}
        />
      </div>,
    );
    const checked = screen
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked);
    expect(checked).toHaveLength(2);
    await expectNoAxeViolations(document.body);
  });

  it('has no checkboxes without onSelectionChange', () => {
    renderGrid();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
