import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { accessSubjectOf, canUseInternalNormative } from '../lib/access/access-rules';
import { useSession } from '../lib/session/session-context';
import { appMessages } from './app.messages';

/** The internal normative workspace requires the ENTERPRISE plan (spec §5, §6). */
export function RequireEnterprise({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { me, organisation, subscription } = useSession();
  if (!canUseInternalNormative(accessSubjectOf(me, organisation, subscription))) {
    return <Alert severity="info">{intl.formatMessage(appMessages.enterpriseOnly)}</Alert>;
  }
  return <>{children}</>;
}
