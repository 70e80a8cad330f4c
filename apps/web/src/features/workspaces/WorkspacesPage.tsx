/*
 * /assistant/workspaces: the organisation's workspaces as cards or a list (the choice kept in
 * `workspacesViewMode`, spec §3), searched by name or description, paged by limit and offset;
 * created, renamed and deleted in place. The meter shows workspaces used against the plan's limit.
 */
import { workspaceQueries } from '@lexio/api';
import type { Workspace } from '@lexio/api/contract';
import { Spinner } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { formatMediumDate } from '../../i18n/date-format';
import { readLocal, writeLocal } from '../../lib/storage';
import { useDebouncedValue } from '../../lib/ui/use-debounced-value';
import { DeleteWorkspaceDialog, WorkspaceFormDialog } from './WorkspaceDialogs';
import { workspacesMessages as m } from './workspaces.messages';

type ViewMode = 'grid' | 'list';
const pageSizes = [12, 24, 48];
const searchDelayMs = 300;

export function WorkspacesPage() {
  const intl = useIntl();
  const [view, setView] = useState<ViewMode>(() => readLocal('workspacesViewMode') ?? 'grid');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const [limit, setLimit] = useState(pageSizes[0]!);
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Workspace | null>(null);
  const [deleting, setDeleting] = useState<Workspace | null>(null);

  useEffect(() => setOffset(0), [q]);
  const list = useQuery(workspaceQueries.list({ limit, offset, q: q || undefined }));
  const meter = useQuery(workspaceQueries.meter());
  const { data, error, isPending, isPlaceholderData } = list;

  // Deleting the only workspace of the last page shows the page before it.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && offset > 0) {
      setOffset(Math.max(0, Math.floor((data.total - 1) / limit) * limit));
    }
  }, [data, limit, offset]);

  const chooseView = (next: ViewMode | null) => {
    if (!next) return;
    setView(next);
    writeLocal('workspacesViewMode', next);
  };

  const used = meter.data?.workspaces.used;
  const cap = meter.data?.workspaces.limit;
  const full = used !== undefined && cap !== null && cap !== undefined && used >= cap;

  const actions = (workspace: Workspace) => (
    <>
      <Button
        size="small"
        aria-label={intl.formatMessage(m.renameNamed, { name: workspace.name })}
        onClick={() => setRenaming(workspace)}
      >
        {intl.formatMessage(m.rename)}
      </Button>
      <Button
        size="small"
        color="error"
        aria-label={intl.formatMessage(m.deleteNamed, { name: workspace.name })}
        onClick={() => setDeleting(workspace)}
      >
        {intl.formatMessage(m.delete)}
      </Button>
    </>
  );

  const details = (workspace: Workspace) =>
    intl.formatMessage(m.counts, {
      files: workspace.libraryCount,
      date: formatMediumDate(new Date(workspace.updatedAt), intl.locale),
    });

  const nameLink = (workspace: Workspace) => (
    <Link
      component={RouterLink}
      to={paths.assistant.workspace.to(workspace.id)}
      underline="hover"
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {workspace.name}
    </Link>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography component="h1" variant="h4" sx={{ flex: 1 }}>
          {intl.formatMessage(m.listTitle)}
        </Typography>
        {meter.isPending ? (
          // The meter's place is kept while it loads: on a phone it stands above the button, which
          // would otherwise move down when it comes.
          <Skeleton variant="rounded" width={128} height={32} sx={{ borderRadius: 4 }} />
        ) : null}
        {meter.data && used !== undefined && (
          <Chip
            variant="outlined"
            color={full ? 'warning' : 'default'}
            label={
              cap === null || cap === undefined
                ? intl.formatMessage(m.meterUnlimited, { used })
                : intl.formatMessage(m.meter, { used, limit: cap })
            }
          />
        )}
        <Button variant="contained" disabled={full} onClick={() => setCreating(true)}>
          {intl.formatMessage(m.create)}
        </Button>
      </Stack>
      {full && <Alert severity="info">{intl.formatMessage(m.limitReached)}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          type="search"
          label={intl.formatMessage(m.search)}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: 1 }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: ViewMode | null) => chooseView(next)}
          aria-label={intl.formatMessage(m.viewMode)}
        >
          <ToggleButton value="grid">{intl.formatMessage(m.viewCards)}</ToggleButton>
          <ToggleButton value="list">{intl.formatMessage(m.viewList)}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        >
          {intl.formatMessage(m.loadError)}
        </Alert>
      )}
      {isPending && !error && <Spinner label={intl.formatMessage(m.listTitle)} />}
      {data && data.total === 0 && (
        <Typography color="text.secondary">
          {q ? intl.formatMessage(m.noResults, { query: q }) : intl.formatMessage(m.listEmpty)}
        </Typography>
      )}
      {data && data.items.length > 0 && view === 'grid' && (
        <Box
          component="ul"
          aria-label={intl.formatMessage(m.listTitle)}
          aria-busy={isPlaceholderData}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            opacity: isPlaceholderData ? 0.6 : 1,
          }}
        >
          {data.items.map((workspace) => (
            <Card component="li" key={workspace.id} variant="outlined">
              <CardContent sx={{ pb: 0 }}>
                <Typography component="h2" variant="h6">
                  {nameLink(workspace)}
                </Typography>
                {workspace.description && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      mt: 0.5,
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {workspace.description}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {details(workspace)}
                </Typography>
              </CardContent>
              <CardActions>{actions(workspace)}</CardActions>
            </Card>
          ))}
        </Box>
      )}
      {data && data.items.length > 0 && view === 'list' && (
        <List
          aria-label={intl.formatMessage(m.listTitle)}
          aria-busy={isPlaceholderData}
          sx={{ opacity: isPlaceholderData ? 0.6 : 1 }}
        >
          {data.items.map((workspace) => (
            <ListItem
              key={workspace.id}
              divider
              sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                {nameLink(workspace)}
                <Typography variant="body2" color="text.secondary">
                  {workspace.description ? `${workspace.description} · ` : ''}
                  {details(workspace)}
                </Typography>
              </Box>
              {actions(workspace)}
            </ListItem>
          ))}
        </List>
      )}
      {data && data.total > limit && (
        <TablePagination
          component="div"
          count={data.total}
          page={Math.floor(offset / limit)}
          rowsPerPage={limit}
          rowsPerPageOptions={pageSizes}
          onPageChange={(_event, page) => setOffset(page * limit)}
          onRowsPerPageChange={(event) => {
            setLimit(Number(event.target.value));
            setOffset(0);
          }}
          labelRowsPerPage={intl.formatMessage(m.rowsPerPage)}
          labelDisplayedRows={({ from, to, count }) =>
            intl.formatMessage(m.pageRange, { from, to, count })
          }
        />
      )}
      {creating && <WorkspaceFormDialog onClose={() => setCreating(false)} />}
      {renaming && <WorkspaceFormDialog workspace={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <DeleteWorkspaceDialog workspace={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
