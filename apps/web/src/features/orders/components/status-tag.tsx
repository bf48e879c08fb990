import type { TOrderStatus } from '@guestloop/contracts';
import { Tag } from 'primereact/tag';
import { useOrderWords } from './order-words';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast';

const SEVERITY: Record<TOrderStatus, Severity> = {
  new: 'danger',
  accepted: 'info',
  preparing: 'warning',
  ready: 'success',
  served: 'secondary',
  delivered: 'secondary',
  closed: 'contrast',
  cancelled: 'secondary',
};

export function OrderStatusTag({ status }: { status: TOrderStatus }) {
  const words = useOrderWords();
  return (
    <Tag
      className={`gl-orders-status gl-orders-status--${status}`}
      severity={SEVERITY[status]}
      value={words.status(status)}
      rounded
    />
  );
}

/** Paid, or not (and whether the guest asked for the bill). */
export function PaidTag({ paid, cashAsked }: { paid: boolean; cashAsked?: boolean }) {
  const { t } = useOrderWords();
  if (paid) {
    return (
      <Tag
        className="gl-orders-paid"
        severity="success"
        icon="pi pi-check"
        value={t('payment.paid')}
        rounded
      />
    );
  }
  return (
    <span className="gl-orders-unpaid">
      <Tag
        className="gl-orders-paid gl-orders-paid--no"
        severity="secondary"
        value={t('payment.unpaid')}
        rounded
      />
      {cashAsked ? (
        <span className="gl-orders-asked" title={t('payment.billAsked')}>
          <span className="pi pi-wallet" aria-hidden="true" /> {t('payment.billAsked')}
        </span>
      ) : null}
    </span>
  );
}
