// A workspace's threads, prompt and metadata tabs.
import { useSetWorkspaceMetadata, useUpdateWorkspacePrompt, workspaceQueries } from '@lexio/api';
import { Spinner, StatefulButton, useToast } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { formatMediumDate } from '../../i18n/date-format';
import { useDebouncedValue } from '../../lib/ui/use-debounced-value';
import { ImprovedPromptPreview, promptLocale, useImprovedPrompt } from './ImprovePrompt';
import { workspaceToolsMessages as tm } from './workspace-tools.messages';
import { workspacesMessages as m } from './workspaces.messages';

const threadPageSize = 20;

export function ThreadsPanel({
  workspaceId,
  internalNormative,
}: {
  workspaceId: string;
  internalNormative: boolean;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [offset, setOffset] = useState(0);
  useEffect(() => setOffset(0), [q]);
  const { data, error, isPending, refetch } = useQuery(
    workspaceQueries.threads(workspaceId, { limit: threadPageSize, offset, q: q || undefined }),
  );
  const link = (thread: string) =>
    internalNormative
      ? paths.assistant.internalNormativeThread.to(workspaceId, thread)
      : paths.assistant.workspaceThread.to(workspaceId, thread);

  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        size="small"
        label={intl.formatMessage(m.threadsSearch)}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        >
          {intl.formatMessage(m.loadError)}
        </Alert>
      )}
      {isPending && !error && <Spinner label={intl.formatMessage(m.tabThreads)} />}
      {data && data.total === 0 && (
        <Typography color="text.secondary">
          {q ? intl.formatMessage(m.noResults, { query: q }) : intl.formatMessage(m.threadsEmpty)}
        </Typography>
      )}
      {data && data.items.length > 0 && (
        <List aria-label={intl.formatMessage(m.tabThreads)}>
          {data.items.map((thread) => (
            <ListItem key={thread.id} divider sx={{ display: 'block' }}>
              <Link component={RouterLink} to={link(thread.id)} underline="hover">
                {thread.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {formatMediumDate(new Date(thread.updatedAt), intl.locale)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {data && data.total > threadPageSize && (
        <TablePagination
          component="div"
          count={data.total}
          page={Math.floor(offset / threadPageSize)}
          rowsPerPage={threadPageSize}
          rowsPerPageOptions={[threadPageSize]}
          onPageChange={(_event, page) => setOffset(page * threadPageSize)}
          labelDisplayedRows={({ from, to, count }) =>
            intl.formatMessage(m.pageRange, { from, to, count })
          }
        />
      )}
    </Stack>
  );
}

export function PromptPanel({ workspaceId }: { workspaceId: string }) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(workspaceQueries.prompt(workspaceId));
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      >
        {intl.formatMessage(m.loadError)}
      </Alert>
    );
  }
  if (!data) return <Spinner label={intl.formatMessage(m.tabPrompt)} />;
  return <PromptForm workspaceId={workspaceId} initial={data.prompt} />;
}

function PromptForm({ workspaceId, initial }: { workspaceId: string; initial: string }) {
  const intl = useIntl();
  const toast = useToast();
  const update = useUpdateWorkspacePrompt();
  const [prompt, setPrompt] = useState(initial);
  const field = useRef<HTMLTextAreaElement>(null);
  const improved = useImprovedPrompt(workspaceId);
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: workspaceId, prompt },
      { onSuccess: () => toast.show({ message: intl.formatMessage(m.promptSaved) }) },
    );
  };
  return (
    <Stack component="form" spacing={2} onSubmit={save}>
      <Typography color="text.secondary">{intl.formatMessage(m.promptHelp)}</Typography>
      <TextField
        label={intl.formatMessage(m.tabPrompt)}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        multiline
        minRows={6}
        fullWidth
        inputRef={field}
        slotProps={{ htmlInput: { maxLength: 8000 } }}
        helperText={intl.formatMessage(m.promptLength, { count: prompt.length, max: 8000 })}
      />
      {update.isError && <Alert severity="error">{intl.formatMessage(m.actionFailed)}</Alert>}
      <Stack direction="row" spacing={1}>
        <StatefulButton
          type="submit"
          variant="contained"
          disabled={prompt === initial && !update.isSuccess}
          state={update.isPending ? 'loading' : 'idle'}
        >
          {intl.formatMessage(m.save)}
        </StatefulButton>
        <StatefulButton
          variant="outlined"
          state={improved.state.status === 'streaming' ? 'loading' : 'idle'}
          loadingLabel={intl.formatMessage(tm.improving)}
          onClick={() => void improved.start(prompt, promptLocale(intl.locale))}
        >
          {intl.formatMessage(tm.improve)}
        </StatefulButton>
      </Stack>
      <ImprovedPromptPreview
        state={improved.state}
        onDiscard={improved.discard}
        onUse={(text) => {
          setPrompt(text);
          improved.discard();
          toast.show({ message: intl.formatMessage(tm.improvedUsed) });
          field.current?.focus();
        }}
      />
    </Stack>
  );
}

export function MetadataPanel({ workspaceId }: { workspaceId: string }) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(workspaceQueries.metadata(workspaceId));
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      >
        {intl.formatMessage(m.loadError)}
      </Alert>
    );
  }
  if (!data) return <Spinner label={intl.formatMessage(m.tabMetadata)} />;
  return <MetadataForm workspaceId={workspaceId} initial={data} />;
}

function MetadataForm({
  workspaceId,
  initial,
}: {
  workspaceId: string;
  initial: Record<string, string>;
}) {
  const intl = useIntl();
  const toast = useToast();
  const save = useSetWorkspaceMetadata();
  const [rows, setRows] = useState(() =>
    Object.entries(initial).map(([key, value], index) => ({ id: index, key, value })),
  );
  const [nextId, setNextId] = useState(rows.length);
  const keys = rows.map((row) => row.key.trim()).filter(Boolean);
  const duplicate = new Set(keys).size !== keys.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (duplicate) return;
    const metadata = Object.fromEntries(
      rows.filter((row) => row.key.trim()).map((row) => [row.key.trim(), row.value]),
    );
    save.mutate(
      { id: workspaceId, metadata },
      { onSuccess: () => toast.show({ message: intl.formatMessage(m.metadataSaved) }) },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <Typography color="text.secondary">{intl.formatMessage(m.metadataHelp)}</Typography>
      {rows.length === 0 && (
        <Typography color="text.secondary">{intl.formatMessage(m.metadataEmpty)}</Typography>
      )}
      {rows.map((row, index) => (
        <Stack key={row.id} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label={intl.formatMessage(m.metadataKey, { index: index + 1 })}
            value={row.key}
            onChange={(e) =>
              setRows((before) =>
                before.map((r) => (r.id === row.id ? { ...r, key: e.target.value } : r)),
              )
            }
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label={intl.formatMessage(m.metadataValue, { index: index + 1 })}
            value={row.value}
            onChange={(e) =>
              setRows((before) =>
                before.map((r) => (r.id === row.id ? { ...r, value: e.target.value } : r)),
              )
            }
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            sx={{ flex: 2 }}
          />
          <Button
            size="small"
            color="error"
            onClick={() => setRows((before) => before.filter((r) => r.id !== row.id))}
          >
            {intl.formatMessage(m.metadataRemove)}
          </Button>
        </Stack>
      ))}
      {duplicate && <Alert severity="warning">{intl.formatMessage(m.metadataDuplicate)}</Alert>}
      {save.isError && <Alert severity="error">{intl.formatMessage(m.actionFailed)}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          disabled={rows.length >= 50}
          onClick={() => {
            setRows((before) => [...before, { id: nextId, key: '', value: '' }]);
            setNextId(nextId + 1);
          }}
        >
          {intl.formatMessage(m.metadataAdd)}
        </Button>
        <StatefulButton
          type="submit"
          variant="contained"
          disabled={duplicate}
          state={save.isPending ? 'loading' : 'idle'}
        >
          {intl.formatMessage(m.save)}
        </StatefulButton>
      </Stack>
    </Stack>
  );
}
