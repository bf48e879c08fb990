import type { TPaymentToRefund } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, QueryState } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { formatPrice } from '@/lib/currency';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { usePaymentsToRefund } from '../api/get-payments-to-refund';
import { useMarkRefunded } from '../api/mark-refunded';
import { useRetryRefund } from '../api/retry-refund';
import './refunds-panel.css';

/**
 * Payments the company owes back: money that came for an order it could not pay, which the
 * payment service did not give back. Shown only while there are any.
 */
export function RefundsPanel() {
  const { t } = useTranslation('payments');
  const query = usePaymentsToRefund();
  return (
    <QueryState
      query={query}
      loading={
        <span className="gl-visually-hidden" role="status">
          {t('refunds.checking')}
        </span>
      }
      errorTitle={t('refunds.loadError')}
      isEmpty={(data) => data.items.length === 0}
    >
      {(data) => <RefundsList items={data.items} />}
    </QueryState>
  );
}

function RefundsList({ items }: { items: TPaymentToRefund[] }) {
  const { t } = useTranslation('payments');
  const [confirming, setConfirming] = useState<TPaymentToRefund | null>(null);
  const mark = useMarkRefunded();
  const toast = useToast();
  const { amount, provider } = useRefundWords();

  return (
    <section className="gl-panel gl-pay-refunds" aria-labelledby="pay-refunds-title">
      <h2 id="pay-refunds-title" className="gl-pay-refunds__title">
        <span className="pi pi-replay" aria-hidden="true" /> {t('refunds.title')}
      </h2>
      <p className="gl-pay-refunds__lead">{t('refunds.lead')}</p>
      <ul className="gl-pay-refunds__list">
        {items.map((item) => (
          <RefundRow key={item.id} item={item} onMark={() => setConfirming(item)} />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t('refunds.confirmTitle')}
        message={
          confirming
            ? t('refunds.confirmMessage', {
                amount: amount(confirming),
                number: confirming.orderNumber,
                provider: provider(confirming),
              })
            : ''
        }
        confirmLabel={t('refunds.mark')}
        confirmIcon="pi pi-check"
        cancelLabel={t('refunds.cancel')}
        onConfirm={async () => {
          if (!confirming) return;
          await mark.mutateAsync(confirming.id);
          toast.success(t('refunds.marked', { number: confirming.orderNumber }));
        }}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}

/** The words a row is told in: its amount in its currency, its provider's name, its time. */
function useRefundWords() {
  const { t, i18n } = useTranslation('payments');
  const dates = useConsoleDates();
  return {
    amount: (item: TPaymentToRefund) => formatPrice(item.amount, item.currency, i18n.language),
    provider: (item: TPaymentToRefund) =>
      t(`providers.${item.provider}.name`, { defaultValue: item.provider }),
    time: (item: TPaymentToRefund) => dates.format(item.flaggedAt, 'dateTime'),
  };
}

function RefundRow({ item, onMark }: { item: TPaymentToRefund; onMark: () => void }) {
  const { t } = useTranslation('payments');
  const retry = useRetryRefund();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const words = useRefundWords();
  const headingId = `pay-refund-${item.id}`;
  const provider = words.provider(item);

  const tryAgain = async () => {
    try {
      const after = await retry.mutateAsync(item.id);
      if (after.status === 'refunded') {
        toast.success(t('refunds.refunded', { provider, amount: words.amount(item) }));
      } else {
        toast.warn(t('refunds.stillOwed', { provider }), t('refunds.stillOwedHint'));
      }
    } catch (error) {
      toast.error(t('refunds.retryFailed'), errorMessage(error));
    }
  };

  return (
    <li className="gl-pay-refund">
      <div className="gl-pay-refund__what">
        <h3 id={headingId} className="gl-pay-refund__order">
          {t('refunds.order', { number: item.orderNumber })}
          <span className="gl-pay-refund__menu" dir="auto">
            {item.menuTitle ?? `/${item.menuSlug}`}
          </span>
        </h3>
        <p className="gl-pay-refund__meta">
          {provider} · <time dateTime={item.flaggedAt}>{words.time(item)}</time>
        </p>
      </div>
      <strong className="gl-pay-refund__amount">{words.amount(item)}</strong>
      <div className="gl-pay-refund__actions">
        <Button
          type="button"
          outlined
          icon="pi pi-refresh"
          label={t('refunds.retry')}
          loading={retry.isPending}
          aria-describedby={headingId}
          onClick={() => void tryAgain()}
        />
        <Button
          type="button"
          text
          icon="pi pi-check"
          label={t('refunds.mark')}
          aria-describedby={headingId}
          onClick={onMark}
        />
      </div>
    </li>
  );
}
