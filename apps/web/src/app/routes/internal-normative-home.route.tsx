import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';
import { EmptyStatePage } from '../../lib/ui/EmptyStatePage';
import { internalNormativeMessages as m } from '../../features/workspaces/internal-normative.messages';

/**
 * /assistant/internal-normative for an ENTERPRISE organisation: its workspace once it has one;
 * until the workspaces feature fills this page, what it will hold (not a jump to /assistant).
 */
export function Component() {
  const intl = useIntl();
  const workspaceId = useSession().subscription?.internalNormativeId ?? null;
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.internalNormativeTitle)}
      description={intl.formatMessage(
        workspaceId ? m.internalNormativeReady : m.internalNormativeNotSetUp,
      )}
    >
      {workspaceId && (
        <Button
          component={RouterLink}
          to={paths.assistant.internalNormativeWorkspace.to(workspaceId)}
          variant="contained"
          sx={{ mt: 2 }}
        >
          {intl.formatMessage(m.internalNormativeOpen)}
        </Button>
      )}
    </EmptyStatePage>
  );
}
