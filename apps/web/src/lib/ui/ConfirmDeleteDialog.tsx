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

export interface ConfirmDeleteDialogProps {
  title: string;
  body: string;
  /** Shown above the actions when the deletion failed; the dialog stays open to try again. */
  error: string | null;
  pending: boolean;
  cancelLabel: string;
  deleteLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one "delete this?" dialog: an alert dialog whose safe choice (cancel) has the focus. */
export function ConfirmDeleteDialog({
  title,
  body,
  error,
  pending,
  cancelLabel,
  deleteLabel,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{body}</DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {cancelLabel}
        </Button>
        <StatefulButton
          color="error"
          variant="contained"
          state={pending ? 'loading' : 'idle'}
          onClick={onConfirm}
        >
          {deleteLabel}
        </StatefulButton>
      </DialogActions>
    </Dialog>
  );
}
