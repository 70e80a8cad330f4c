/*
 * The user's conversations (/assistant/conversations): newest first, paged by limit and offset,
 * searched by title, each renamed or deleted (after a confirmation) in place. A row opens the
 * thread where spec §2 puts it (internal normative, workspace, or /assistant/{thread}).
 */
import { assistantQueries, useDeleteConversation, useRenameConversation } from '@lexio/api';
import type { Conversation } from '@lexio/api/contract';
import { Spinner, StatefulButton, useToast } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths, threadLink } from '../../config/paths';
import { formatMediumDate } from '../../i18n/date-format';
import { notificationsStore } from '../../lib/notifications/notifications-store';
import { useSession } from '../../lib/session/session-context';
import { useDebouncedValue } from '../../lib/ui/use-debounced-value';
import { ConfirmDeleteDialog } from '../../lib/ui/ConfirmDeleteDialog';
import { assistantMessages as m } from './assistant.messages';
import { useAnswersStore } from './use-answers';

const pageSizes = [10, 20, 50];
const searchDelayMs = 300;

export function ConversationsPage() {
  const intl = useIntl();
  const { subscription } = useSession();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const [limit, setLimit] = useState(20);
  const [offset, setOffset] = useState(0);
  const [renaming, setRenaming] = useState<Conversation | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);

  useEffect(() => setOffset(0), [q]);
  const { data, error, isPending, isPlaceholderData } = useQuery(
    assistantQueries.list({ limit, offset, q: q || undefined }),
  );

  // Deleting the only row of the last page shows the page before it.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && offset > 0) {
      setOffset(Math.max(0, Math.floor((data.total - 1) / limit) * limit));
    }
  }, [data, limit, offset]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography component="h1" variant="h4" sx={{ flex: 1 }}>
          {intl.formatMessage(m.conversationsTitle)}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.assistant.root.to()}>
          {intl.formatMessage(m.newConversation)}
        </Button>
      </Stack>
      <TextField
        type="search"
        label={intl.formatMessage(m.search)}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {error && <Alert severity="error">{intl.formatMessage(m.conversationsLoadError)}</Alert>}
      {isPending && !error && <Spinner label={intl.formatMessage(m.conversationsTitle)} />}
      {data && data.total === 0 && (
        <Typography color="text.secondary">
          {q
            ? intl.formatMessage(m.noResults, { query: q })
            : intl.formatMessage(m.conversationsEmpty)}
        </Typography>
      )}
      {data && data.items.length > 0 && (
        <List
          aria-label={intl.formatMessage(m.conversationsTitle)}
          aria-busy={isPlaceholderData}
          sx={{ opacity: isPlaceholderData ? 0.6 : 1 }}
        >
          {data.items.map((conversation) => (
            <ListItem
              key={conversation.id}
              divider
              sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Link
                  component={RouterLink}
                  to={threadLink({
                    thread: conversation.id,
                    workspaceId: conversation.workspaceId,
                    internalNormativeId: subscription.internalNormativeId,
                  })}
                  underline="hover"
                  sx={{ fontWeight: 500 }}
                >
                  {conversation.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {intl.formatMessage(m.updatedAt, {
                    date: formatMediumDate(new Date(conversation.updatedAt), intl.locale),
                  })}
                  {conversation.shared && (
                    <Chip size="small" label={intl.formatMessage(m.sharedBadge)} sx={{ ml: 1 }} />
                  )}
                </Typography>
              </Box>
              <Button
                size="small"
                aria-label={intl.formatMessage(m.renameNamed, { title: conversation.title })}
                onClick={() => setRenaming(conversation)}
              >
                {intl.formatMessage(m.rename)}
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={intl.formatMessage(m.deleteNamed, { title: conversation.title })}
                onClick={() => setDeleting(conversation)}
              >
                {intl.formatMessage(m.delete)}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      {data && data.total > 0 && (
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
      {renaming && <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <DeleteDialog conversation={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

function RenameDialog({
  conversation,
  onClose,
}: {
  conversation: Conversation;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const titleId = useId();
  const rename = useRenameConversation();
  const [title, setTitle] = useState(conversation.title);
  const trimmed = title.trim();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    rename.mutate(
      { id: conversation.id, title: trimmed },
      {
        onSuccess: () => {
          toast.show({ message: intl.formatMessage(m.renamed) });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={save}>
        <DialogTitle id={titleId}>{intl.formatMessage(m.renameTitle)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={intl.formatMessage(m.renameLabel)}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              autoFocus
              // The old title is selected, so typing replaces it and an arrow key keeps it.
              onFocus={(event) => event.target.select()}
              fullWidth
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            {rename.isError && <Alert severity="error">{intl.formatMessage(m.actionFailed)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
          <StatefulButton
            type="submit"
            variant="contained"
            disabled={!trimmed}
            state={rename.isPending ? 'loading' : 'idle'}
          >
            {intl.formatMessage(m.save)}
          </StatefulButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function DeleteDialog({
  conversation,
  onClose,
}: {
  conversation: Conversation;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const store = useAnswersStore();
  const remove = useDeleteConversation();

  const confirm = () =>
    remove.mutate(conversation.id, {
      onSuccess: () => {
        store.forget(conversation.id);
        notificationsStore.clearConversation(conversation.id);
        toast.show({ message: intl.formatMessage(m.deleted) });
        onClose();
      },
    });

  return (
    <ConfirmDeleteDialog
      title={intl.formatMessage(m.deleteTitle)}
      body={intl.formatMessage(m.deleteBody, { title: conversation.title })}
      words={m}
      status={remove}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
