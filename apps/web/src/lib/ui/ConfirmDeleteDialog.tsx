import { StatefulButton } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

/** The words of the dialog's buttons and failure, from the namespace of the feature using it. */
export interface ConfirmDeleteWords {
  cancel: MessageDescriptor;
  delete: MessageDescriptor;
  /** Shown above the actions when the deletion failed. */
  actionFailed: MessageDescriptor;
}

export interface ConfirmDeleteDialogProps {
  title: string;
  body: string;
  /** The feature's messages: a feature's namespace holds these three (`words={m}`). */
  words: ConfirmDeleteWords;
  /**
   * The deletion's state (its mutation): pending shows progress on the button; an error is said
   * above the actions and the dialog stays open to try again.
   */
  status: { isPending: boolean; isError: boolean };
  onConfirm: () => void;
  onClose: () => void;
}

/** The one "delete this?" dialog: an alert dialog whose safe choice (cancel) has the focus. */
export function ConfirmDeleteDialog({
  title,
  body,
  words,
  status,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{body}</DialogContentText>
          {status.isError && (
            <Alert severity="error">{intl.formatMessage(words.actionFailed)}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {intl.formatMessage(words.cancel)}
        </Button>
        <StatefulButton
          color="error"
          variant="contained"
          state={status.isPending ? 'loading' : 'idle'}
          onClick={onConfirm}
        >
          {intl.formatMessage(words.delete)}
        </StatefulButton>
      </DialogActions>
    </Dialog>
  );
}
