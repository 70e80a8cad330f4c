/*
 * Sharing a thread: create (or refresh) its public link, copy it, or revoke it. The link opens the
 * web app's /share page, which reads the snapshot from the media host without sign-in.
 */
import { useRevokeShare, useShareConversation } from '@lexio/api';
import type { ShareLink } from '@lexio/api/contract';
import { StatefulButton, useToast } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { assistantMessages as m } from './assistant.messages';

/** The absolute address of a share link on this web app. */
export function shareUrl(link: ShareLink): string {
  return new URL(link.path, window.location.origin).toString();
}

/** Props of the share dialog. */
export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  threadId: string;
  /** The thread's current link, null when it is not shared. */
  share: ShareLink | null;
}

export function ShareDialog({ open, onClose, threadId, share }: ShareDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const titleId = useId();
  const shareMutation = useShareConversation();
  const revokeMutation = useRevokeShare();
  const link = share ?? null;
  const failed = shareMutation.isError || revokeMutation.isError;
  // The button pressed goes away (create becomes copy, revoke leaves create): focus moves to the
  // action that takes its place once it is on screen, not to the page behind the dialog.
  const copyRef = useRef<HTMLButtonElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const [focusNext, setFocusNext] = useState<'copy' | 'create' | null>(null);
  useEffect(() => {
    const target =
      focusNext === 'copy' && link ? copyRef : focusNext === 'create' && !link ? createRef : null;
    if (!target?.current) return;
    target.current.focus();
    setFocusNext(null);
  }, [focusNext, link]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ message: intl.formatMessage(m.shareLinkCopied) });
    } catch {
      toast.show({ message: intl.formatMessage(m.shareError), type: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{intl.formatMessage(m.shareTitle)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{intl.formatMessage(m.shareDescription)}</DialogContentText>
          {link && (
            <TextField
              label={intl.formatMessage(m.shareLink)}
              value={shareUrl(link)}
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
                },
              }}
            />
          )}
          {failed && <Alert severity="error">{intl.formatMessage(m.shareError)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {link && (
          <StatefulButton
            color="error"
            state={revokeMutation.isPending ? 'loading' : 'idle'}
            onClick={() =>
              revokeMutation.mutate(threadId, {
                onSuccess: () => {
                  setFocusNext('create');
                  toast.show({ message: intl.formatMessage(m.shareRevoked) });
                },
              })
            }
          >
            {intl.formatMessage(m.shareRevoke)}
          </StatefulButton>
        )}
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
        {link ? (
          <>
            <StatefulButton
              state={shareMutation.isPending ? 'loading' : 'idle'}
              onClick={() => shareMutation.mutate(threadId)}
            >
              {intl.formatMessage(m.shareUpdate)}
            </StatefulButton>
            <Button ref={copyRef} variant="contained" onClick={() => void copy(shareUrl(link))}>
              {intl.formatMessage(m.shareCopyLink)}
            </Button>
          </>
        ) : (
          <StatefulButton
            ref={createRef}
            variant="contained"
            state={shareMutation.isPending ? 'loading' : 'idle'}
            onClick={() =>
              shareMutation.mutate(threadId, { onSuccess: () => setFocusNext('copy') })
            }
          >
            {intl.formatMessage(m.shareCreate)}
          </StatefulButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
