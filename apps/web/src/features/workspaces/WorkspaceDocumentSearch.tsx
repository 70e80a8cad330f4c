/*
 * The search of a workspace's documents from its chat: a button next to the question field opens
 * a dialog whose field searches the workspace's indexed passages (POST .../library/search, each
 * passage in its own language's full text). A result names its document, clause and page, shows
 * the words found in their context, and opens the library viewer at that passage.
 */
import { libraryQueries } from '@lexio/api';
import { Spinner } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { useDebouncedValue } from '../../lib/ui/use-debounced-value';
import { searchSnippet } from './search-snippet';
import { workspaceSearchMessages as m } from './workspace-search.messages';

/** How long typing pauses before the search is sent. */
const TYPING_PAUSE_MS = 250;
const RESULTS = 10;

export interface WorkspaceDocumentSearchProps {
  workspaceId: string;
}

export function WorkspaceDocumentSearch({ workspaceId }: WorkspaceDocumentSearchProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="text"
        size="small"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage(m.open)}
      </Button>
      {open && <SearchDialog workspaceId={workspaceId} onClose={() => setOpen(false)} />}
    </>
  );
}

function SearchDialog({ workspaceId, onClose }: { workspaceId: string; onClose: () => void }) {
  const intl = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim().slice(0, 500), TYPING_PAUSE_MS);
  const search = useQuery(libraryQueries.search(workspaceId, query, RESULTS));
  const items = query ? (search.data?.items ?? []) : [];
  const settled = query !== '' && !search.isFetching && search.data !== undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
      <DialogContent>
        <TextField
          type="search"
          label={intl.formatMessage(m.field)}
          helperText={intl.formatMessage(m.hint)}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoFocus
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Box aria-live="polite" sx={{ minHeight: 28, display: 'flex', alignItems: 'center' }}>
          {query && search.isFetching && (
            <Spinner size="small" label={intl.formatMessage(m.searching)} />
          )}
          {settled && items.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage(m.results, { count: items.length })}
            </Typography>
          )}
        </Box>
        {search.isError && query && <Alert severity="error">{intl.formatMessage(m.failed)}</Alert>}
        {settled && items.length === 0 && !search.isError && (
          <Typography color="text.secondary">
            {intl.formatMessage(m.noResults, { query })}
          </Typography>
        )}
        {items.length > 0 && (
          <List disablePadding>
            {items.map((item) => {
              // A heading that starts with the clause's label says it whole ("Articolo 5 – Rimborsi").
              const headed =
                item.heading !== null && item.heading.startsWith(item.label ?? '\u0000');
              const place = intl.formatMessage(m.place, {
                label: (headed ? item.heading : item.label) ?? 'none',
                position: item.position + 1,
                page: item.page === null ? 'none' : String(item.page),
              });
              return (
                <ListItemButton
                  key={`${item.documentId}#${item.position}`}
                  component={RouterLink}
                  to={`${paths.library.to(workspaceId, item.documentId)}?passage=${item.position}`}
                  // Closed as the viewer opens: Back (even before the viewer has loaded) returns to
                  // the question field, not to a dialog that keeps the page behind it inert.
                  onClick={onClose}
                  aria-label={`${intl.formatMessage(m.openPassage, { name: item.name })}: ${place}`}
                  divider
                  sx={{ alignItems: 'flex-start', px: { xs: 1, sm: 2 } }}
                >
                  <ListItemText
                    primary={
                      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                        <Box component="span" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                          {item.name}
                        </Box>
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {place}
                          {item.heading && !headed ? ` · ${item.heading}` : ''}
                        </Box>
                      </Box>
                    }
                    secondary={searchSnippet(item.text, query).map((part, i) =>
                      part.match ? (
                        <Box
                          component="mark"
                          key={i}
                          sx={{ bgcolor: 'warning.light', color: 'text.primary', px: 0.25 }}
                        >
                          {part.text}
                        </Box>
                      ) : (
                        <span key={i}>{part.text}</span>
                      ),
                    )}
                    slotProps={{ secondary: { sx: { mt: 0.5, color: 'text.primary' } } }}
                  />
                </ListItemButton>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}
