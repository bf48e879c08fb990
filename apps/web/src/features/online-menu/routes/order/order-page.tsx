import type { TOrder } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppStore } from '@/lib/store';
import { publicTableQuery } from '../../api/get-public-table';
import { useOrderPaymentInfo } from '../../api/order-payments';
import { useMenu } from '../../components/menu-context';
import { useMenuHome } from '../../components/menu-home';
import { useOwnPageTitle } from '../../components/menu-title';
import { OrderHead } from '../../components/order-head';
import { OrderLines } from '../../components/order-lines';
import { useOrderOwnership } from '../../components/order-ownership';
import { OrderPayInPerson } from '../../components/order-pay-in-person';
import { OrderRatingCard } from '../../components/order-rating-card';
import { OrderServiceCard } from '../../components/order-service-card';
import { OrderTelegram } from '../../components/order-telegram';
import { OrderTips } from '../../components/order-tips';
import { OrderTracker } from '../../components/order-tracker';
import { OrderWaiterCall } from '../../components/order-waiter-call';
import { orderPaths } from '../../model/order-paths';
import type { RememberedOrder } from '../../state/order-slice';
import { OrderGate } from './order-gate';

/** The table id of a table order: from what this device remembers of it (or of the menu's table). */
function useOrderTableId(order: TOrder, remembered: RememberedOrder | undefined): string | undefined {
  const { slug } = useMenu();
  const menuTable = useAppStore((state) => state.tables[slug]);
  const ref = order.type === 'table' ? (remembered?.table ?? menuTable ?? null) : null;
  const table = useQuery({
    ...publicTableQuery({
      menuSlug: slug,
      locationSlug: ref?.locationSlug ?? '',
      groupSlug: ref?.groupSlug ?? '',
      tableSlug: ref?.tableSlug ?? '',
    }),
    enabled: ref !== null,
  });
  return ref ? table.data?.table.id : undefined;
}

function PaySection({ order, remembered }: { order: TOrder; remembered: RememberedOrder | undefined }) {
  const { t } = useTranslation('guest-order');
  const { slug, price } = useMenu();
  const ownership = useOrderOwnership(order, remembered);
  const providers = useOrderPaymentInfo(slug).data?.providers ?? [];
  if (order.status === 'cancelled') return null;
  if (order.paid) {
    return (
      <section className="gm-paid" aria-labelledby="gm-paid-title">
        <i className="pi pi-check-circle" aria-hidden="true" />
        <div>
          <h2 id="gm-paid-title" className="gm-paid__title">
            {t('pay.paidTitle')}
          </h2>
          <p className="gm-paid__text">{t('pay.paidText', { total: price(order.total) })}</p>
        </div>
      </section>
    );
  }
  if (ownership === 'unknown') return null;
  if (ownership === 'not-mine') {
    return (
      <div className="gm-pay">
        <h2 className="gm-section-title">{t('pay.title')}</h2>
        <p className="gm-alert gm-alert--info" role="note">
          <i className="pi pi-lock" aria-hidden="true" />
          <span className="gm-alert__text">{t('pay.ownerOnly')}</span>
        </p>
      </div>
    );
  }
  return (
    <div className="gm-pay">
      <h2 className="gm-section-title">{t('pay.title')}</h2>
      <OrderTips order={order} />
      {providers.length > 0 ? (
        <Link
          to={orderPaths.checkout(slug, order.slug)}
          className="gm-button gm-button--primary gm-button--wide gm-button--grow"
        >
          <span>
            <i className="pi pi-credit-card" aria-hidden="true" /> {t('pay.online')}
          </span>
          <span className="gm-button__price">{price(order.total)}</span>
        </Link>
      ) : null}
      <OrderPayInPerson order={order} />
    </div>
  );
}

function OrderView({
  order,
  streaming,
  remembered,
}: {
  order: TOrder;
  streaming: boolean;
  remembered?: RememberedOrder;
}) {
  const { t } = useTranslation('guest-order');
  const { slug, price } = useMenu();
  const location = useLocation();
  const tableId = useOrderTableId(order, remembered);
  const menuHome = useMenuHome(slug, remembered?.table);
  useOwnPageTitle(t('order.title', { number: order.number }));
  const pricesChanged = (location.state as { pricesChanged?: { was: number; now: number } } | null)
    ?.pricesChanged;
  return (
    <>
      <OrderHead order={order} />
      {pricesChanged ? (
        <div className="gm-alert gm-alert--warn" role="status">
          <i className="pi pi-tag" aria-hidden="true" />
          <p className="gm-alert__text">
            {t('order.pricesChanged', { was: price(pricesChanged.was), now: price(pricesChanged.now) })}
          </p>
        </div>
      ) : null}
      <OrderTracker order={order} streaming={streaming} />
      {tableId && order.status !== 'cancelled' ? (
        <OrderWaiterCall tableId={tableId} streaming={streaming} />
      ) : null}
      <OrderTelegram order={order} remembered={remembered} />
      <OrderServiceCard order={order} />
      <OrderLines order={order} />
      <PaySection order={order} remembered={remembered} />
      <OrderRatingCard order={order} />
      <Link to={menuHome} className="gm-button gm-button--secondary gm-button--wide gm-order-page__back">
        {t('order.backToMenu')}
      </Link>
    </>
  );
}

/** /:slug/:orderSlug/order — the guest's order: live status, lines, tip, paying, waiter call. */
export function OrderPage() {
  return (
    <OrderGate>
      {({ order, streaming, remembered }) => (
        <OrderView order={order} streaming={streaming} remembered={remembered} />
      )}
    </OrderGate>
  );
}
