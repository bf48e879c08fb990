import { useParams, useSearchParams } from 'react-router';
import { capturePaypal } from '../../api/pay-result';
import { PayFrame } from '../../components/pay-frame';
import { payPaths } from '../../components/pay-paths';
import { PayResultView } from '../../components/pay-result-view';
import { usePaymentConfirmation } from '../../components/pay-use-confirmation';

function PayResult({ slug, orderSlug }: { slug: string; orderSlug: string }) {
  // PayPal sends the guest back with its order id as `token`: that payment is captured first.
  const [search] = useSearchParams();
  const paypalOrderId = search.get('token');
  const { outcome, retry } = usePaymentConfirmation(
    orderSlug,
    paypalOrderId ? () => capturePaypal(paypalOrderId) : undefined,
  );
  return (
    <div className="gm-page pay-page pay-page--narrow">
      <PayResultView slug={slug} orderSlug={orderSlug} outcome={outcome} onRetry={retry} />
    </div>
  );
}

/** /:slug/:orderSlug/pay-result — back from a provider: wait for the payment, then say how it went. */
export function PayResultPage() {
  const { slug = '', orderSlug = '' } = useParams();
  return (
    <PayFrame slug={slug} backTo={payPaths.order(slug, orderSlug)}>
      {() => <PayResult slug={slug} orderSlug={orderSlug} />}
    </PayFrame>
  );
}
