import { useParams, useSearchParams } from 'react-router';
import { stripePayStatus } from '../../api/pay-result';
import { PayFrame } from '../../components/pay-frame';
import { payPaths } from '../../components/pay-paths';
import { PayResultView } from '../../components/pay-result-view';
import { usePaymentConfirmation } from '../../components/pay-use-confirmation';

function StripeCapture({ slug, orderSlug }: { slug: string; orderSlug: string }) {
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');
  const { outcome, retry } = usePaymentConfirmation(
    orderSlug,
    sessionId ? () => stripePayStatus(orderSlug, sessionId) : undefined,
  );
  return (
    <div className="gm-page pay-page pay-page--narrow">
      <PayResultView slug={slug} orderSlug={orderSlug} outcome={outcome} onRetry={retry} />
    </div>
  );
}

/** /:slug/:orderSlug/stripe/capture?session_id= — back from Stripe Checkout. */
export function StripeCapturePage() {
  const { slug = '', orderSlug = '' } = useParams();
  return (
    <PayFrame slug={slug} backTo={payPaths.order(slug, orderSlug)}>
      {() => <StripeCapture slug={slug} orderSlug={orderSlug} />}
    </PayFrame>
  );
}
