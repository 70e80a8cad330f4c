/*
 * The documents tab of a workspace: the library's files one page at a time from the server in the
 * design system's DocumentsGrid, files added by drag-and-drop or the picker (one upload URL each,
 * PUT with a progress bar per file, then queued for indexing), and the indexing status of every
 * running file polled live from the check-progress call, with cancel, retry and delete.
 */
import {
  checkLibraryProgress,
  indexLibraryDocuments,
  libraryQueries,
  requestLibraryUploads,
  uploadLibraryFile,
  useCancelLibraryDocuments,
  useDeleteLibraryDocuments,
  useIndexLibraryDocuments,
  workspaceQueries,
} from '@lexio/api';
import type { LibraryDocument } from '@lexio/api/contract';
import { useToast } from '@lexio/design-system';
import {
  DocumentsGrid,
  gridDefaultLimit,
  type LibraryDocument as GridDocument,
} from '@lexio/design-system/grids';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { paths } from '../../config/paths';
import { formatMediumDate } from '../../i18n/date-format';
import { ConfirmDeleteDialog } from '../../lib/ui/ConfirmDeleteDialog';
import { AnalyseMenu, DocumentAnalysisDialog } from './DocumentAnalysis';
import {
  acceptedExtensions,
  contentTypeOf,
  indexingPercent,
  isRunning,
  toGridDocument,
} from './library-status';
import { workspacesMessages as m } from './workspaces.messages';

/** How often the progress of running files is asked for. */
export const progressPollMs = 1500;

interface Upload {
  key: string;
  name: string;
  size: number;
  /** Share of the bytes sent, 0 to 1. */
  sent: number;
  state: 'waiting' | 'uploading' | 'uploaded' | 'refused' | 'failed';
  documentId?: string;
  reason?: string;
}

const accept = Object.keys(acceptedExtensions)
  .map((extension) => `.${extension}`)
  .join(',');

export function LibraryPanel({
  workspaceId,
  openUpload = false,
}: {
  workspaceId: string;
  /** Starts with the upload card open (`openDocumentsCard` in the address). */
  openUpload?: boolean;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [page, setPage] = useState({ limit: gridDefaultLimit, offset: 0 });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [latest, setLatest] = useState<Record<string, LibraryDocument>>({});
  const [deleting, setDeleting] = useState<GridDocument | null>(null);
  const [showUpload, setShowUpload] = useState(openUpload);
  // The files ticked in the grid, to delete several at once.
  const [selected, setSelected] = useState<string[]>([]);
  const [deletingSelected, setDeletingSelected] = useState(false);
  const [analysing, setAnalysing] = useState<LibraryDocument | null>(null);

  const list = useQuery(libraryQueries.list(workspaceId, page));
  const meter = useQuery(workspaceQueries.meter());
  const reindex = useIndexLibraryDocuments();
  const cancel = useCancelLibraryDocuments();

  // The freshest state of each file: the last progress answer over the page's.
  const current = (document: LibraryDocument) => latest[document.id] ?? document;
  const rows = (list.data?.items ?? []).map(current);
  const trayDocuments = uploads
    .map((upload) => (upload.documentId ? latest[upload.documentId] : undefined))
    .filter((document): document is LibraryDocument => Boolean(document));
  const runningIds = useMemo(
    () =>
      [
        ...new Set(
          [...rows, ...trayDocuments]
            .filter((document) => isRunning(document.status))
            .map((document) => document.id),
        ),
      ].sort(),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify([...rows, ...trayDocuments].map((d) => [d.id, d.status]))],
  );

  const progress = useQuery({
    queryKey: [...libraryQueries.all(workspaceId), 'progress', runningIds] as const,
    queryFn: ({ signal }) =>
      checkLibraryProgress({ id: workspaceId, documentIds: runningIds }, signal),
    enabled: runningIds.length > 0,
    refetchInterval: progressPollMs,
    staleTime: 0,
    gcTime: 0,
  });

  useEffect(() => {
    const items = progress.data?.items;
    if (!items?.length) return;
    let finished = false;
    setLatest((before) => {
      const next = { ...before };
      for (const item of items) {
        if (before[item.id] && isRunning(before[item.id]!.status) && !isRunning(item.status)) {
          finished = true;
        }
        next[item.id] = item;
      }
      return next;
    });
    if (finished || items.some((item) => !isRunning(item.status))) {
      void queryClient.invalidateQueries({
        queryKey: workspaceQueries.detail(workspaceId).queryKey,
        exact: true,
      });
    }
  }, [progress.data, queryClient, workspaceId]);

  const remember = (items: LibraryDocument[]) =>
    setLatest((before) => ({
      ...before,
      ...Object.fromEntries(items.map((item) => [item.id, item])),
    }));

  const patchUpload = (key: string, patch: Partial<Upload>) =>
    setUploads((before) =>
      before.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)),
    );

  async function addFiles(files: File[]) {
    if (!files.length) return;
    setShowUpload(true);
    const maxBytes = meter.data?.maxFileBytes;
    const batch = files.map((file, index) => {
      const type = contentTypeOf(file);
      const reason = !type
        ? intl.formatMessage(m.uploadWrongType)
        : maxBytes && file.size > maxBytes
          ? intl.formatMessage(m.uploadTooLarge, { size: formatBytes(maxBytes) })
          : file.size === 0
            ? intl.formatMessage(m.uploadEmpty)
            : undefined;
      return {
        file,
        type: type ?? '',
        upload: {
          key: `${Date.now()}-${index}-${file.name}`,
          name: file.name,
          size: file.size,
          sent: 0,
          state: reason ? 'refused' : 'waiting',
          reason,
        } satisfies Upload,
      };
    });
    setUploads((before) => [...batch.map((entry) => entry.upload), ...before]);
    const accepted = batch.filter((entry) => entry.upload.state === 'waiting');
    if (!accepted.length) return;

    let targets;
    try {
      targets = await requestLibraryUploads({
        id: workspaceId,
        files: accepted.map(({ file, type }) => ({
          name: file.name,
          size: file.size,
          contentType: type,
        })),
      });
    } catch {
      for (const { upload } of accepted) {
        patchUpload(upload.key, { state: 'failed', reason: intl.formatMessage(m.uploadFailed) });
      }
      return;
    }
    const sent = await Promise.all(
      accepted.map(async ({ file, upload }, index) => {
        const target = targets.uploads[index];
        if (!target) return null;
        patchUpload(upload.key, { state: 'uploading', documentId: target.documentId });
        try {
          await uploadLibraryFile(target, file, {
            onProgress: (share) => patchUpload(upload.key, { sent: share }),
          });
          patchUpload(upload.key, { state: 'uploaded', sent: 1 });
          return target.documentId;
        } catch {
          patchUpload(upload.key, { state: 'failed', reason: intl.formatMessage(m.uploadFailed) });
          return null;
        }
      }),
    );
    const documentIds = sent.filter((id): id is string => id !== null);
    if (documentIds.length) {
      try {
        const queued = await indexLibraryDocuments({ id: workspaceId, documentIds });
        remember(queued.items);
      } catch {
        toast.show({ message: intl.formatMessage(m.actionFailed), type: 'error' });
      }
    }
    await queryClient.invalidateQueries({ queryKey: libraryQueries.lists(workspaceId) });
    await queryClient.invalidateQueries({ queryKey: workspaceQueries.meter().queryKey });
  }

  const retry = (documentId: string) =>
    reindex.mutate(
      { id: workspaceId, documentIds: [documentId], retry: true },
      { onSuccess: ({ items }) => remember(items) },
    );
  const stop = (documentId: string) =>
    cancel.mutate(
      { id: workspaceId, documentIds: [documentId] },
      { onSuccess: ({ items }) => remember(items) },
    );

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files]);
  };

  const running = rows.filter((document) => isRunning(document.status));
  const stopped = rows.filter(
    (document) => document.status === 'FAILED' || document.status === 'CANCELLED',
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {intl.formatMessage(m.libraryTitle)}
        </Typography>
        <AnalyseMenu documents={rows} onAnalyse={setAnalysing} />
        <Button variant="contained" onClick={() => inputRef.current?.click()}>
          {intl.formatMessage(m.uploadPick)}
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={accept}
          hidden
          data-testid="library-file-input"
          onChange={(event) => {
            void addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Stack>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-label={intl.formatMessage(m.uploadDropLabel)}
        role="region"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: showUpload || dragging ? 3 : 2,
          textAlign: 'center',
        }}
      >
        <Typography color="text.secondary">
          {intl.formatMessage(m.uploadDrop, {
            size: meter.data ? formatBytes(meter.data.maxFileBytes) : '100 MB',
          })}
        </Typography>
        {uploads.length > 0 && (
          <List aria-label={intl.formatMessage(m.uploadsTitle)} sx={{ textAlign: 'left', mt: 1 }}>
            {uploads.map((upload) => {
              const document = upload.documentId ? latest[upload.documentId] : undefined;
              return (
                <UploadRow
                  key={upload.key}
                  upload={upload}
                  document={document}
                  onRetry={retry}
                  onCancel={stop}
                />
              );
            })}
          </List>
        )}
        {uploads.length > 0 && (
          <Button
            size="small"
            onClick={() =>
              setUploads((before) =>
                before.filter((upload) => {
                  const document = upload.documentId ? latest[upload.documentId] : undefined;
                  return (
                    upload.state === 'uploading' ||
                    upload.state === 'waiting' ||
                    (document !== undefined && isRunning(document.status))
                  );
                }),
              )
            }
          >
            {intl.formatMessage(m.uploadsClear)}
          </Button>
        )}
      </Box>
      {(running.length > 0 || stopped.length > 0) && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {running.length > 0 && (
            <Button
              size="small"
              variant="outlined"
              onClick={() =>
                cancel.mutate(
                  { id: workspaceId, documentIds: running.map((document) => document.id) },
                  { onSuccess: ({ items }) => remember(items) },
                )
              }
            >
              {intl.formatMessage(m.cancelRunning, { count: running.length })}
            </Button>
          )}
          {stopped.length > 0 && (
            <Button
              size="small"
              variant="outlined"
              onClick={() =>
                reindex.mutate(
                  {
                    id: workspaceId,
                    documentIds: stopped.map((document) => document.id),
                    retry: true,
                  },
                  { onSuccess: ({ items }) => remember(items) },
                )
              }
            >
              {intl.formatMessage(m.retryStopped, { count: stopped.length })}
            </Button>
          )}
        </Stack>
      )}
      {selected.length > 0 && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button color="error" variant="outlined" onClick={() => setDeletingSelected(true)}>
            {intl.formatMessage(m.deleteSelected, { count: selected.length })}
          </Button>
        </Stack>
      )}
      <DocumentsGrid
        rows={rows.map(toGridDocument)}
        total={list.data?.total ?? 0}
        limit={page.limit}
        offset={page.offset}
        onPageChange={setPage}
        loading={list.isPending || list.isPlaceholderData}
        error={
          list.error
            ? { message: intl.formatMessage(m.loadError), onRetry: () => void list.refetch() }
            : null
        }
        labels={{
          grid: intl.formatMessage(m.libraryTitle),
          name: intl.formatMessage(m.gridName),
          status: intl.formatMessage(m.gridStatus),
          size: intl.formatMessage(m.gridSize),
          uploadedAt: intl.formatMessage(m.gridUploadedAt),
          actions: intl.formatMessage(m.gridActions),
          open: intl.formatMessage(m.gridOpen),
          reindex: intl.formatMessage(m.retry),
          delete: intl.formatMessage(m.delete),
          progress: intl.formatMessage(m.gridProgress),
          empty: intl.formatMessage(m.libraryEmpty),
          retry: intl.formatMessage(m.retry),
          loading: intl.formatMessage(m.gridLoading),
          statuses: {
            queued: intl.formatMessage(m.statusQueued),
            indexing: intl.formatMessage(m.statusIndexing),
            indexed: intl.formatMessage(m.statusIndexed),
            failed: intl.formatMessage(m.statusFailed),
          },
        }}
        formatDate={(iso) => formatMediumDate(new Date(iso), intl.locale)}
        formatSize={formatBytes}
        canReindex={(document) => document.status === 'failed'}
        onOpen={(document) => void navigate(paths.library.to(workspaceId, document.id))}
        onReindex={(document) => retry(document.id)}
        onDelete={setDeleting}
        selectedIds={selected}
        onSelectionChange={setSelected}
        disableVirtualization={import.meta.env.MODE === 'test'}
      />
      {analysing && (
        <DocumentAnalysisDialog
          workspaceId={workspaceId}
          document={analysing}
          onClose={() => setAnalysing(null)}
        />
      )}
      {deleting && (
        <DeleteDocumentDialog
          workspaceId={workspaceId}
          document={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
      {deletingSelected && (
        <DeleteDocumentsDialog
          workspaceId={workspaceId}
          ids={selected}
          onClose={(deleted) => {
            setDeletingSelected(false);
            if (deleted) setSelected([]);
          }}
        />
      )}
    </Stack>
  );
}

function UploadRow({
  upload,
  document,
  onRetry,
  onCancel,
}: {
  upload: Upload;
  document?: LibraryDocument;
  onRetry: (id: string) => void;
  onCancel: (id: string) => void;
}) {
  const intl = useIntl();
  const uploading = upload.state === 'uploading' || upload.state === 'waiting';
  const percent = document ? indexingPercent(document) : Math.round(upload.sent * 100);
  const status = document ? statusText(intl, document) : uploadText(intl, upload);
  const failed =
    upload.state === 'refused' ||
    upload.state === 'failed' ||
    document?.status === 'FAILED' ||
    document?.status === 'CANCELLED';
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {upload.name}
        </Typography>
        <LinearProgress
          variant={document?.status === 'QUEUED' ? 'indeterminate' : 'determinate'}
          value={failed ? 100 : percent}
          color={failed ? 'error' : document?.status === 'INDEXED' ? 'success' : 'primary'}
          aria-label={intl.formatMessage(uploading ? m.uploadProgress : m.indexingProgress, {
            name: upload.name,
          })}
          aria-valuetext={status}
          sx={{ my: 0.5, height: 6, borderRadius: 3 }}
        />
        <Typography variant="caption" color={failed ? 'error' : 'text.secondary'}>
          {status}
        </Typography>
      </Box>
      {document && isRunning(document.status) && (
        <Button
          size="small"
          aria-label={intl.formatMessage(m.cancelNamed, { name: upload.name })}
          onClick={() => onCancel(document.id)}
        >
          {intl.formatMessage(m.cancelIndexing)}
        </Button>
      )}
      {document && (document.status === 'FAILED' || document.status === 'CANCELLED') && (
        <Button
          size="small"
          aria-label={intl.formatMessage(m.retryNamed, { name: upload.name })}
          onClick={() => onRetry(document.id)}
        >
          {intl.formatMessage(m.retry)}
        </Button>
      )}
    </ListItem>
  );
}

type Intl = ReturnType<typeof useIntl>;

function uploadText(intl: Intl, upload: Upload): string {
  if (upload.state === 'refused' || upload.state === 'failed') return upload.reason ?? '';
  if (upload.state === 'uploaded') return intl.formatMessage(m.statusQueued);
  return intl.formatMessage(m.uploadSending, { percent: Math.round(upload.sent * 100) });
}

function statusText(intl: Intl, document: LibraryDocument): string {
  switch (document.status) {
    case 'AWAITING_UPLOAD':
    case 'QUEUED':
      return intl.formatMessage(m.statusQueued);
    case 'EXTRACTING':
    case 'INDEXING':
      return document.pagesTotal
        ? intl.formatMessage(m.statusPages, {
            done: document.pagesDone,
            total: document.pagesTotal,
          })
        : intl.formatMessage(m.statusIndexing);
    case 'INDEXED':
      return intl.formatMessage(m.statusIndexedPassages, { count: document.passageCount });
    case 'CANCELLED':
      return intl.formatMessage(m.statusCancelled);
    case 'FAILED':
      return document.failureReason
        ? intl.formatMessage(m.statusFailedBecause, { reason: document.failureReason })
        : intl.formatMessage(m.statusFailed);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(bytes >= 10 * 1024 * 1024 ? 0 : 1)} MB`;
}

function DeleteDocumentDialog({
  workspaceId,
  document,
  onClose,
}: {
  workspaceId: string;
  document: GridDocument;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const remove = useDeleteLibraryDocuments();
  const confirm = () =>
    remove.mutate(
      { id: workspaceId, docIds: [document.id] },
      {
        onSuccess: () => {
          toast.show({ message: intl.formatMessage(m.documentDeleted) });
          onClose();
        },
      },
    );
  return (
    <ConfirmDeleteDialog
      title={intl.formatMessage(m.deleteDocumentTitle)}
      body={intl.formatMessage(m.deleteDocumentBody, { name: document.name })}
      words={m}
      status={remove}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/** The confirmation before deleting the files ticked in the grid, all at once. */
function DeleteDocumentsDialog({
  workspaceId,
  ids,
  onClose,
}: {
  workspaceId: string;
  ids: readonly string[];
  onClose: (deleted: boolean) => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const remove = useDeleteLibraryDocuments();
  const confirm = () =>
    remove.mutate(
      { id: workspaceId, docIds: ids },
      {
        onSuccess: () => {
          toast.show({ message: intl.formatMessage(m.documentsDeleted, { count: ids.length }) });
          onClose(true);
        },
      },
    );
  return (
    <ConfirmDeleteDialog
      title={intl.formatMessage(m.deleteDocumentsTitle, { count: ids.length })}
      body={intl.formatMessage(m.deleteDocumentsBody)}
      words={m}
      status={remove}
      onConfirm={confirm}
      onClose={() => onClose(false)}
    />
  );
}
