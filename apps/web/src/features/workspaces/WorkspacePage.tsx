/*
 * /assistant/workspaces/{workspaceId}/?tab&openDocumentsCard (and the internal normative one): a
 * workspace's threads, its library of documents, its prompt and its metadata, one tab each. The
 * tab is kept in the address; `openDocumentsCard` opens the documents tab with its upload card.
 */
import { isApiError, workspaceQueries } from '@lexio/api';
import type { Workspace } from '@lexio/api/contract';
import { Spinner } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';

import { paths } from '../../config/paths';
import { DeleteWorkspaceDialog, WorkspaceFormDialog } from './WorkspaceDialogs';
import { MetadataPanel, PromptPanel, ThreadsPanel } from './WorkspacePanels';
import { workspacesMessages as m } from './workspaces.messages';

// The documents tab brings the data grid: loaded when it opens, not with the workspaces list.
const LibraryPanel = lazy(() =>
  import('./LibraryPanel').then((module) => ({ default: module.LibraryPanel })),
);

export interface WorkspacePageProps {
  /** Inside the internal normative workspace. */
  internalNormative?: boolean;
  /**
   * The question field above the threads (the assistant's, composed by the route module: a
   * feature does not import another), given the workspace's id as the address has it.
   */
  composer?: (workspaceId: string) => ReactNode;
}

export const workspaceTabs = ['threads', 'documents', 'prompt', 'metadata'] as const;
export type WorkspaceTab = (typeof workspaceTabs)[number];

const tabLabels = {
  threads: m.tabThreads,
  prompt: m.tabPrompt,
  metadata: m.tabMetadata,
} as const;

export function WorkspacePage({ internalNormative = false, composer }: WorkspacePageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { workspaceId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const openDocumentsCard = params.get('openDocumentsCard') === 'true';
  const asked = params.get('tab');
  const tab: WorkspaceTab = workspaceTabs.includes(asked as WorkspaceTab)
    ? (asked as WorkspaceTab)
    : openDocumentsCard
      ? 'documents'
      : 'threads';
  const idBase = useId();
  const [renaming, setRenaming] = useState<Workspace | null>(null);
  const [deleting, setDeleting] = useState<Workspace | null>(null);

  const { data: workspace, error, refetch } = useQuery(workspaceQueries.detail(workspaceId));

  const back = internalNormative ? paths.assistant.root.to() : paths.assistant.workspaces.to();

  if (error) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }}>
        <Typography component="h1" variant="h4">
          {intl.formatMessage(notFound ? m.notFoundTitle : m.workspaceTitle)}
        </Typography>
        <Alert
          severity={notFound ? 'info' : 'error'}
          action={
            notFound ? undefined : (
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {intl.formatMessage(m.retry)}
              </Button>
            )
          }
        >
          {intl.formatMessage(notFound ? m.notFound : m.loadError)}
        </Alert>
        <Box>
          <Button component={RouterLink} to={back}>
            {intl.formatMessage(m.backToList)}
          </Button>
        </Box>
      </Stack>
    );
  }
  if (!workspace) return <Spinner label={intl.formatMessage(m.workspaceTitle)} />;

  const selectTab = (next: WorkspaceTab) =>
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        after.set('tab', next);
        if (next !== 'documents') after.delete('openDocumentsCard');
        return after;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <Box>
        {!internalNormative && (
          <Link component={RouterLink} to={back} underline="hover" variant="body2">
            {intl.formatMessage(m.listTitle)}
          </Link>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography component="h1" variant="h4" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {internalNormative ? intl.formatMessage(m.internalNormativeTitle) : workspace.name}
          </Typography>
          {workspace.kind === 'WORKSPACE' && (
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setRenaming(workspace)}>
                {intl.formatMessage(m.rename)}
              </Button>
              <Button size="small" color="error" onClick={() => setDeleting(workspace)}>
                {intl.formatMessage(m.delete)}
              </Button>
            </Stack>
          )}
        </Stack>
        {workspace.description && (
          <Typography color="text.secondary">{workspace.description}</Typography>
        )}
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, next: WorkspaceTab) => selectTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={intl.formatMessage(m.tabsLabel)}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {workspaceTabs.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`${idBase}-tab-${value}`}
            aria-controls={`${idBase}-panel-${value}`}
            label={
              value === 'documents'
                ? intl.formatMessage(m.tabDocumentsCount, { count: workspace.libraryCount })
                : intl.formatMessage(tabLabels[value])
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idBase}-panel-${tab}`} aria-labelledby={`${idBase}-tab-${tab}`}>
        {tab === 'threads' && (
          <>
            {composer?.(workspaceId)}
            <ThreadsPanel workspaceId={workspace.id} internalNormative={internalNormative} />
          </>
        )}
        {tab === 'documents' && (
          <Suspense fallback={<Spinner label={intl.formatMessage(m.libraryTitle)} />}>
            <LibraryPanel workspaceId={workspace.id} openUpload={openDocumentsCard} />
          </Suspense>
        )}
        {tab === 'prompt' && <PromptPanel workspaceId={workspace.id} />}
        {tab === 'metadata' && <MetadataPanel workspaceId={workspace.id} />}
      </Box>
      {renaming && <WorkspaceFormDialog workspace={renaming} onClose={() => setRenaming(null)} />}
      {deleting && (
        <DeleteWorkspaceDialog
          workspace={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => void navigate(back, { replace: true })}
        />
      )}
    </Stack>
  );
}
