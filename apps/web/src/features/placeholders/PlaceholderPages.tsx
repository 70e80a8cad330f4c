/*
 * Pages a later issue fills: each shows its layout with an empty state and the parameters of spec
 * §2 it received, so links into them already work.
 */
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';

import { EmptyStatePage, ParamList } from '../../lib/ui/EmptyStatePage';
import { placeholderMessages as m } from './placeholders.messages';

export function ProductsPage() {
  const intl = useIntl();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.productsTitle)}
      description={intl.formatMessage(m.productsEmpty)}
    ></EmptyStatePage>
  );
}

export function PurchasePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.purchaseTitle)}
      description={intl.formatMessage(m.purchaseEmpty)}
    >
      <ParamList
        values={{
          plan: params.get('plan'),
          billingType: params.get('billingType'),
          trial: params.get('trial'),
        }}
      />
    </EmptyStatePage>
  );
}

export function ThankYouPage() {
  const intl = useIntl();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.thankYouTitle)}
      description={intl.formatMessage(m.thankYouEmpty)}
    ></EmptyStatePage>
  );
}

export function CheckoutPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.checkoutTitle)}
      description={intl.formatMessage(m.checkoutEmpty)}
    >
      <ParamList
        values={{ session_id: params.get('session_id'), hasError: params.get('hasError') }}
      />
    </EmptyStatePage>
  );
}

export function DiscoverPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.discoverTitle)}
      description={intl.formatMessage(m.discoverEmpty)}
    >
      <ParamList values={{ tab: params.get('tab') }} />
    </EmptyStatePage>
  );
}

export function ExplorePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.exploreTitle)}
      description={intl.formatMessage(m.exploreEmpty)}
    >
      <ParamList values={{ tab: params.get('tab') }} />
    </EmptyStatePage>
  );
}

export function RegulatoryAlertPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.regulatoryAlertTitle)}
      description={intl.formatMessage(m.regulatoryAlertEmpty)}
    >
      <ParamList
        values={{
          indexingDateFrom: params.get('indexingDateFrom'),
          indexingDateTo: params.get('indexingDateTo'),
          thread: params.get('thread'),
          view: params.get('view'),
        }}
      />
    </EmptyStatePage>
  );
}

export function LibraryDocumentPage() {
  const intl = useIntl();
  const routeParams = useParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.libraryDocumentTitle)}
      description={intl.formatMessage(m.libraryDocumentEmpty)}
    >
      <ParamList
        values={{ workspaceId: routeParams.workspaceId, documentId: routeParams.documentId }}
      />
    </EmptyStatePage>
  );
}
