// The create / rename dialog and the delete confirmation of a workspace.
import { useCreateWorkspace, useDeleteWorkspace, useUpdateWorkspace } from '@lexio/api';
import type { Workspace } from '@lexio/api/contract';
import { StatefulButton, useToast } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { paths } from '../../config/paths';
import { ConfirmDeleteDialog } from '../../lib/ui/ConfirmDeleteDialog';
import { workspacesMessages as m } from './workspaces.messages';

export interface WorkspaceFormDialogProps {
  /** The workspace to rename; none creates one (and opens it). */
  workspace?: Workspace;
  onClose: () => void;
}

export function WorkspaceFormDialog({ workspace, onClose }: WorkspaceFormDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const titleId = useId();
  const create = useCreateWorkspace();
  const update = useUpdateWorkspace();
  const mutation = workspace ? update : create;
  const [name, setName] = useState(workspace?.name ?? '');
  const [description, setDescription] = useState(workspace?.description ?? '');
  const trimmed = name.trim();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    const body = { name: trimmed, description: description.trim() };
    if (workspace) {
      update.mutate(
        { id: workspace.id, ...body },
        {
          onSuccess: () => {
            toast.show({ message: intl.formatMessage(m.renamed) });
            onClose();
          },
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          toast.show({ message: intl.formatMessage(m.created) });
          onClose();
          void navigate(paths.assistant.workspace.to(created.id));
        },
      });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={save}>
        <DialogTitle id={titleId}>
          {intl.formatMessage(workspace ? m.renameTitle : m.createTitle)}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={intl.formatMessage(m.nameLabel)}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoFocus
              fullWidth
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label={intl.formatMessage(m.descriptionLabel)}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              fullWidth
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            {mutation.isError && (
              <Alert severity="error">{intl.formatMessage(m.actionFailed)}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
          <StatefulButton
            type="submit"
            variant="contained"
            disabled={!trimmed}
            state={mutation.isPending ? 'loading' : 'idle'}
          >
            {intl.formatMessage(workspace ? m.save : m.create)}
          </StatefulButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function DeleteWorkspaceDialog({
  workspace,
  onClose,
  onDeleted,
}: {
  workspace: Workspace;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const remove = useDeleteWorkspace();

  const confirm = () =>
    remove.mutate(workspace.id, {
      onSuccess: () => {
        toast.show({ message: intl.formatMessage(m.deleted) });
        onClose();
        onDeleted?.();
      },
    });

  return (
    <ConfirmDeleteDialog
      title={intl.formatMessage(m.deleteTitle)}
      body={intl.formatMessage(m.deleteBody, { name: workspace.name })}
      words={m}
      status={remove}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
