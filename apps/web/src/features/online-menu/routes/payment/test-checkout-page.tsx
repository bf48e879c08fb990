import type { TTestPayment } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatPrice } from '@/lib/currency';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/title';
import { usePublicMenu } from '../../api/get-public-menu';
import { usePayOrder } from '../../api/pay-order';
import { useCompleteTestPayment, useTestPayment } from '../../api/pay-test-payment';
import { GuestQueryState, StateMessage } from '../../components/guest-states';
import { LanguagePicker } from '../../components/language-picker';
import { useUiLanguage } from '../../components/menu-context';
import { PayLoading } from '../../components/pay-frame';
import { payPaths } from '../../components/pay-paths';
import { TestMark } from '../../components/pay-provider-marks';
import '../../components/guest-menu.css';
import '../../styles/pay.css';
import '../../components/pay-test-checkout.css';

function PaymentCard({ payment }: { payment: TTestPayment }) {
  const { t } = useTranslation('guest-pay');
  const language = useUiLanguage();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const menu = usePublicMenu(payment.menuSlug);
  const order = usePayOrder(payment.orderSlug);
  const complete = useCompleteTestPayment();
  usePageTitle(menu.data?.title);
  const resultPath = payPaths.payResult(payment.menuSlug, payment.orderSlug);
  const answer = (approve: boolean) =>
    complete.mutate(
      { externalId: payment.externalId, approve },
      { onSuccess: () => void navigate(resultPath, { replace: true }) },
    );

  return (
    <section className="pay-test__card" aria-labelledby="pay-test-merchant">
      <p className="pay-test__label">{t('test.paying')}</p>
      <h1 id="pay-test-merchant" className="pay-test__merchant">
        {menu.data?.title ?? payment.menuSlug}
      </h1>
      <p className="pay-test__amount">{formatPrice(payment.amount, payment.currency, language)}</p>
      <dl className="pay-test__facts">
        {order.data ? (
          <div>
            <dt>{t('test.order')}</dt>
            <dd>#{order.data.number}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('test.reference')}</dt>
          <dd className="pay-test__reference">{payment.externalId}</dd>
        </div>
      </dl>
      {payment.status === 'pending' ? (
        <>
          <p className="pay-test__explain">{t('test.explain')}</p>
          {complete.isError ? (
            <div className="pay-alert" role="alert">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" />
              <p>{errorMessage(complete.error)}</p>
            </div>
          ) : null}
          <div className="pay-test__actions">
            <button
              type="button"
              className="gm-button gm-button--primary gm-button--wide"
              disabled={complete.isPending}
              onClick={() => answer(true)}
            >
              <i className="pi pi-check" aria-hidden="true" />
              {t('test.approve')}
            </button>
            <button
              type="button"
              className="gm-button pay-button--decline gm-button--wide"
              disabled={complete.isPending}
              onClick={() => answer(false)}
            >
              <i className="pi pi-times" aria-hidden="true" />
              {t('test.decline')}
            </button>
          </div>
        </>
      ) : (
        <div className="pay-test__done">
          <p>{payment.status === 'paid' ? t('test.alreadyApproved') : t('test.alreadyDeclined')}</p>
          <Link to={resultPath} className="gm-button gm-button--primary gm-button--wide">
            {t('test.seeResult')}
          </Link>
        </div>
      )}
    </section>
  );
}

function TestCheckout({ externalId }: { externalId: string }) {
  const { t } = useTranslation('guest-pay');
  const payment = useTestPayment(externalId);
  const notFound = <StateMessage icon="pi-question-circle" title={t('test.notFound')} />;
  if (!externalId) return notFound;
  return (
    <GuestQueryState query={payment} loading={<PayLoading />} notFound={notFound}>
      {(data) => <PaymentCard payment={data} />}
    </GuestQueryState>
  );
}

/**
 * /test/checkout?payment=… — the built-in test provider's page: a tester approves or declines
 * the payment as a real provider's page would, then returns to the order's payment result.
 */
export function TestCheckoutPage() {
  const { t } = useTranslation('guest-pay');
  const [search] = useSearchParams();
  // The test provider sends `payment`; `externalId` is accepted for hand-made links.
  const externalId = search.get('payment') ?? search.get('externalId') ?? '';
  return (
    <div className="gm pay-test">
      <header className="pay-test__bar">
        <TestMark />
        <span className="pay-test__brand">{t('test.brand')}</span>
        <LanguagePicker />
      </header>
      <p className="pay-test__ribbon">
        <i className="pi pi-exclamation-circle" aria-hidden="true" />
        {t('test.ribbon')}
      </p>
      <main id="main" className="pay-test__main" tabIndex={-1}>
        <TestCheckout externalId={externalId} />
      </main>
    </div>
  );
}
