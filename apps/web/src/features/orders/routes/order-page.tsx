import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink, PageState, QueryState } from '@/components/ui';
import { RequirePermission, useCan } from '@/entities/permissions';
import { usePageTitle } from '@/lib/title';
import { useOrder } from '../api/get-order';
import { VIEW_ORDERS } from '../components/access';
import { boardPath } from '../components/boards-panel';
import { OrderActions } from '../components/order-actions';
import { OrderFacts } from '../components/order-facts';
import { OrderLines } from '../components/order-lines';
import { useOrderWords } from '../components/order-words';
import { OrderStatusTag, PaidTag } from '../components/status-tag';
import '../components/orders.css';

/** /user/app/orders/:slug: one order in full, with what staff can do with it now. */
export function OrderPage() {
  return (
    <RequirePermission permission={VIEW_ORDERS} namespace="orders">
      <OrderScreen />
    </RequirePermission>
  );
}

function OrderScreen() {
  const canManage = useCan('orders.manage');
  const { t } = useTranslation('orders');
  const words = useOrderWords();
  const { slug = '' } = useParams();
  const order = useOrder(slug);
  usePageTitle(order.data ? t('detail.heading', { number: order.data.number }) : null);

  const back = <BackLink to="/user/app/orders">{t('detail.back')}</BackLink>;
  if (!order.data) {
    return (
      <QueryState
        query={order}
        loadingLabel={t('loading')}
        errorTitle={t('detail.loadError')}
        aboveProblem={back}
        notFound={<PageState icon="pi pi-search" title={t('detail.notFound')} />}
      />
    );
  }

  const data = order.data;
  return (
    <>
      {back}
      <header className="gl-page-header gl-order-header">
        <div>
          <h1>
            {t('detail.heading', { number: data.number })} <OrderStatusTag status={data.status} />{' '}
            <PaidTag paid={data.paid} />
          </h1>
          <p>
            {words.where(data)} · {words.dateTime(data.createdAt)}
          </p>
        </div>
        <Link className="p-button p-button-outlined p-button-sm" to={boardPath(data.menuSlug)}>
          <span className="pi pi-desktop" aria-hidden="true" />
          <span>{t('detail.openBoard')}</span>
        </Link>
      </header>
      <div className="gl-order-grid">
        <OrderLines order={data} />
        <div className="gl-order-side">
          {canManage ? (
            <OrderActions order={data} />
          ) : (
            <p className="gl-panel gl-orders-muted">{t('detail.readOnly')}</p>
          )}
          <OrderFacts order={data} />
        </div>
      </div>
    </>
  );
}
