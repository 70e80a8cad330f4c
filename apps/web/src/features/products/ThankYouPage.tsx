import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';
import { EmptyStatePage } from '../../lib/ui/EmptyStatePage';
import { productsMessages as m } from './products.messages';

/**
 * /thank-you: after a subscription is bought. Only an organisation with an active plan is thanked;
 * anyone else who lands here (a typed or old address) is told there is no purchase to confirm.
 */
export function ThankYouPage() {
  const intl = useIntl();
  const { subscription } = useSession();
  const bought = Boolean(subscription?.planActivated) && subscription?.status === 'active';
  if (!bought) {
    return (
      <EmptyStatePage
        title={intl.formatMessage(m.noPurchaseTitle)}
        description={intl.formatMessage(m.noPurchase)}
      >
        <Button component={RouterLink} to={paths.products.to()} sx={{ mt: 2 }}>
          {intl.formatMessage(m.seePlans)}
        </Button>
      </EmptyStatePage>
    );
  }
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.thankYouTitle)}
      description={intl.formatMessage(m.thankYouEmpty)}
    />
  );
}
