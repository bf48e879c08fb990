import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePayOrder } from '../api/pay-order';
import { useOrderPrice } from './pay-order-summary';
import './pay-result.css';
import { payPaths } from './pay-paths';
import type { PaymentOutcome } from './pay-use-confirmation';

/** Seconds the success screen stays before it moves on to the order. */
export const AUTO_CONTINUE_SECONDS = 5;

interface ResultProps {
  slug: string;
  orderSlug: string;
}

function ResultPanel(props: {
  tone: 'wait' | 'good' | 'bad';
  icon?: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`pay-result pay-result--${props.tone}`} role={props.tone === 'bad' ? 'alert' : 'status'}>
      <span className="pay-result__icon" aria-hidden="true">
        {props.icon ? <i className={`pi ${props.icon}`} /> : <span className="pay-spinner" />}
      </span>
      <h1 className="pay-result__title">{props.title}</h1>
      {props.children}
    </div>
  );
}

function PaidResult({ slug, orderSlug }: ResultProps) {
  const { t } = useTranslation('guest-pay');
  const navigate = useNavigate();
  const order = usePayOrder(orderSlug);
  const price = useOrderPrice({ currency: order.data?.currency ?? 'EUR' });
  const [left, setLeft] = useState(AUTO_CONTINUE_SECONDS);
  const orderPath = payPaths.order(slug, orderSlug);
  useEffect(() => {
    if (left <= 0) {
      void navigate(orderPath, { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, orderPath]);
  return (
    <ResultPanel tone="good" icon="pi-check" title={t('result.paid.title')}>
      <p className="pay-result__message">
        {order.data
          ? t('result.paid.messageWithOrder', { number: order.data.number, amount: price(order.data.total) })
          : t('result.paid.message')}
      </p>
      <Link to={orderPath} replace className="gm-button gm-button--primary gm-button--wide">
        {t('result.viewOrder')}
      </Link>
      <p className="pay-result__hint" aria-live="off">
        {t('result.paid.autoContinue', { count: left })}
      </p>
    </ResultPanel>
  );
}

/** The states of a payment after the provider's page, shared by pay-result and Stripe capture. */
export function PayResultView(props: ResultProps & { outcome: PaymentOutcome; onRetry: () => void }) {
  const { slug, orderSlug, outcome, onRetry } = props;
  const { t } = useTranslation('guest-pay');
  const orderLink = (
    <Link to={payPaths.order(slug, orderSlug)} className="gm-button gm-button--secondary gm-button--wide">
      {t('result.viewOrder')}
    </Link>
  );
  const checkoutLink = (
    <Link to={payPaths.checkout(slug, orderSlug)} className="gm-button gm-button--primary gm-button--wide">
      {t('result.payAgain')}
    </Link>
  );

  switch (outcome.state) {
    case 'checking':
      return (
        <ResultPanel tone="wait" title={t('result.checking.title')}>
          <p className="pay-result__message">{t('result.checking.message')}</p>
        </ResultPanel>
      );
    case 'paid':
      return <PaidResult slug={slug} orderSlug={orderSlug} />;
    case 'failed':
      return (
        <ResultPanel tone="bad" icon="pi-times" title={t('result.failed.title')}>
          <p className="pay-result__message">{t('result.failed.message')}</p>
          {checkoutLink}
          {orderLink}
        </ResultPanel>
      );
    case 'timeout':
      return (
        <ResultPanel tone="wait" icon="pi-clock" title={t('result.timeout.title')}>
          <p className="pay-result__message">{t('result.timeout.message')}</p>
          <button type="button" className="gm-button gm-button--primary gm-button--wide" onClick={onRetry}>
            {t('result.checkAgain')}
          </button>
          {orderLink}
        </ResultPanel>
      );
  }
}
