import { nextOrderStatuses, type TOrder, type TOrderStatus } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Dialog } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useSetOrderPaid } from '../api/set-order-paid';
import { useOrderWords } from './order-words';

/** Staff actions on one order: the steps its state machine allows now, and payment. */
export function OrderActions({ order }: { order: TOrder }) {
  const words = useOrderWords();
  const { t } = words;
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const changeStatus = useChangeOrderStatus();
  const setPaid = useSetOrderPaid();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const next = nextOrderStatuses(order.type, order.status);
  const forward = next.filter((status) => status !== 'cancelled');
  const busy = changeStatus.isPending || setPaid.isPending;

  const fail = (error: unknown) =>
    toast.error(
      error instanceof ApiError && error.status === 409 ? t('detail.conflict') : errorMessage(error),
    );
  const move = (status: TOrderStatus) =>
    changeStatus.mutate(
      { slug: order.slug, status },
      {
        onSuccess: (changed) =>
          toast.success(
            t('detail.changed', { number: changed.number, status: words.status(changed.status) }),
          ),
        onError: fail,
        onSettled: () => setConfirmCancel(false),
      },
    );
  const pay = (paid: boolean, paymentMethod?: 'cash' | 'card') =>
    setPaid.mutate(
      { orderSlug: order.slug, paid, ...(paymentMethod ? { paymentMethod } : {}) },
      {
        onSuccess: (changed) =>
          toast.success(t(paid ? 'detail.paidDone' : 'detail.unpaidDone', { number: changed.number })),
        onError: fail,
      },
    );

  return (
    <section className="gl-panel gl-order-actions" aria-labelledby="order-actions-title">
      <h2 id="order-actions-title">{t('detail.actions')}</h2>
      {forward.length === 0 && !next.includes('cancelled') ? (
        <p className="gl-orders-muted">{t('detail.noNext')}</p>
      ) : (
        <div className="gl-order-actions__row">
          {forward.map((status, index) => (
            <Button
              key={status}
              type="button"
              icon="pi pi-arrow-right"
              iconPos="right"
              label={t('detail.moveTo', { status: words.status(status) })}
              outlined={index > 0}
              disabled={busy}
              loading={changeStatus.isPending && changeStatus.variables?.status === status}
              onClick={() => move(status)}
            />
          ))}
          {next.includes('cancelled') ? (
            <Button
              type="button"
              className="gl-orders-cancel"
              icon="pi pi-times"
              label={t('detail.cancel')}
              severity="danger"
              text
              disabled={busy}
              onClick={() => setConfirmCancel(true)}
            />
          ) : null}
        </div>
      )}
      <div className="gl-order-actions__row">
        {order.paid ? (
          <Button
            type="button"
            label={t('detail.markUnpaid')}
            text
            disabled={busy}
            onClick={() => pay(false)}
          />
        ) : (
          <>
            <Button
              type="button"
              icon="pi pi-money-bill"
              label={t('detail.paidCash')}
              severity="success"
              size="small"
              outlined
              disabled={busy}
              onClick={() => pay(true, 'cash')}
            />
            <Button
              type="button"
              icon="pi pi-credit-card"
              label={t('detail.paidCard')}
              severity="success"
              size="small"
              outlined
              disabled={busy}
              onClick={() => pay(true, 'card')}
            />
          </>
        )}
      </div>
      <Dialog
        visible={confirmCancel}
        onHide={() => setConfirmCancel(false)}
        header={t('detail.cancelTitle', { number: order.number })}
        className="gl-orders-dialog"
        breakpoints={{ '640px': '95vw' }}
        draggable={false}
        resizable={false}
      >
        <p>{t('detail.cancelMessage')}</p>
        <div className="gl-orders-dialog__actions">
          <Button type="button" label={t('detail.keep')} text onClick={() => setConfirmCancel(false)} />
          <Button
            type="button"
            icon="pi pi-times"
            label={t('detail.cancel')}
            severity="danger"
            loading={changeStatus.isPending}
            onClick={() => move('cancelled')}
          />
        </div>
      </Dialog>
    </section>
  );
}
