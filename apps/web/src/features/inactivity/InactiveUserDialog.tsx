/*
 * The inactive-user dialog (spec §4): a free-credit user who has done nothing for the inactivity
 * timeout is offered questions to start from and their free-question count, with the plans a click
 * away. A suggestion opens a new chat with the question prefilled (promptFromTranslationKey), so
 * nothing is asked, and no credit spent, until the user sends it.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { inactivityMessages as m, suggestedQuestions } from './inactivity.messages';

/** Props of the inactive-user dialog. */
export interface InactiveUserDialogProps {
  open: boolean;
  /** Free questions the organisation has left. */
  freeChatRemaining: number;
  onClose: () => void;
}

/** /assistant with a suggested question prefilled. */
export function suggestionLink(id: string): string {
  return `${paths.assistant.root.to()}?${new URLSearchParams({ promptFromTranslationKey: id })}`;
}

export function InactiveUserDialog({ open, freeChatRemaining, onClose }: InactiveUserDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const listId = useId();
  const remaining = Math.max(0, freeChatRemaining);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{intl.formatMessage(m.intro)}</DialogContentText>
        {remaining > 0 && (
          <>
            <Typography id={listId} variant="subtitle2" sx={{ mt: 2 }}>
              {intl.formatMessage(m.suggestionsLabel)}
            </Typography>
            <List aria-labelledby={listId} dense>
              {Object.values(suggestedQuestions).map((question) => (
                <ListItemButton
                  key={question.id}
                  component={RouterLink}
                  to={suggestionLink(question.id)}
                  onClick={onClose}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText primary={intl.formatMessage(question)} />
                </ListItemButton>
              ))}
            </List>
          </>
        )}
        <Typography color={remaining > 0 ? 'text.secondary' : 'error'} sx={{ mt: 1 }}>
          {intl.formatMessage(m.credits, { count: remaining })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button
          component={RouterLink}
          to={paths.products.to()}
          onClick={onClose}
          variant={remaining > 0 ? 'text' : 'contained'}
        >
          {intl.formatMessage(m.plans)}
        </Button>
        <Button variant={remaining > 0 ? 'contained' : 'text'} onClick={onClose}>
          {intl.formatMessage(m.dismiss)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
