/*
 * The sidebar's recent conversations (spec §3 `recents`): the five newest threads, each opening
 * its thread, with a "new chat" action above them. The list comes from the conversations query
 * (refreshed with every answer, rename and delete); the last one seen is kept under `recents` so
 * the sidebar shows it at once on the next load, before the server answers.
 */
import { assistantQueries } from '@lexio/api';
import type { Conversation } from '@lexio/api/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';

import { paths, threadLink } from '../../config/paths';
import { readLocal, writeLocal } from '../../lib/storage';
import { AddIcon } from '../../lib/ui/Icons';
import { shellMessages as m } from './shell.messages';

/** How many conversations the sidebar lists. */
export const RECENTS_COUNT = 5;

interface Recent {
  id: string;
  title: string;
  workspaceId: string | null;
}

function storedRecents(): Recent[] | undefined {
  const stored = readLocal('recents');
  if (!Array.isArray(stored)) return undefined;
  const valid = stored.filter(
    (r): r is Recent =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as Recent).id === 'string' &&
      typeof (r as Recent).title === 'string',
  );
  return valid.length ? valid.slice(0, RECENTS_COUNT) : undefined;
}

const asRecent = (c: Pick<Conversation, 'id' | 'title' | 'workspaceId'>): Recent => ({
  id: c.id,
  title: c.title,
  workspaceId: c.workspaceId ?? null,
});

export function RecentConversations({
  internalNormativeId,
  onNavigate,
}: {
  internalNormativeId: string | null;
  /** Called after a choice (the phone's drawer closes). */
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const { data, isError } = useQuery({
    ...assistantQueries.list({ limit: RECENTS_COUNT, offset: 0 }),
    placeholderData: undefined,
  });
  useEffect(() => {
    if (data) writeLocal('recents', data.items.map(asRecent));
  }, [data]);
  const recents = data?.items.map(asRecent) ?? (isError ? [] : (storedRecents() ?? []));

  if (recents.length === 0) return null;
  return (
    <Box sx={{ px: 1.5, pb: 2 }}>
      <Box component="section" aria-labelledby={headingId}>
        <Typography
          id={headingId}
          component="p"
          variant="overline"
          color="text.secondary"
          sx={{ px: 0.5, display: 'block', lineHeight: 2 }}
        >
          {intl.formatMessage(m.recents)}
        </Typography>
        <List dense disablePadding aria-labelledby={headingId}>
          {recents.map((recent) => (
            <ListItem key={recent.id} disablePadding>
              <ListItemButton
                component={NavLink}
                to={threadLink({
                  thread: recent.id,
                  workspaceId: recent.workspaceId,
                  internalNormativeId,
                })}
                onClick={onNavigate}
                sx={{
                  borderRadius: 1,
                  '&.active': { bgcolor: 'action.selected' },
                  '&.active .MuiListItemText-primary': { fontWeight: 600 },
                }}
              >
                <ListItemText
                  primary={recent.title}
                  slotProps={{ primary: { noWrap: true, title: recent.title } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}

/** The sidebar's "new chat" action: the assistant on an empty question. */
export function NewChatButton({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <Box sx={{ px: 1.5, pt: 2 }}>
      <Button
        component={NavLink}
        to={paths.assistant.root.to()}
        variant="outlined"
        fullWidth
        startIcon={<AddIcon />}
        onClick={onNavigate}
        sx={{ justifyContent: 'flex-start' }}
      >
        {intl.formatMessage(m.newChat)}
      </Button>
    </Box>
  );
}
