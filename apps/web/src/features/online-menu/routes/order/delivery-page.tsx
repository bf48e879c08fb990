import type { TOrder } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentUserQuery } from '@/lib/session';
import { useSavedDeliveryInfo } from '../../api/delivery-info';
import { GuestSignIn } from '../../components/guest-sign-in';
import { useMenu } from '../../components/menu-context';
import { OrderDeliveryForm } from '../../components/order-delivery-form';
import { OrderHead } from '../../components/order-head';
import { orderPaths } from '../../model/order-paths';
import { OrderGate } from './order-gate';

function DeliveryView({ order }: { order: TOrder }) {
  const { t } = useTranslation('guest-order');
  const { t: tCommon } = useTranslation('common');
  const { slug, menu } = useMenu();
  const location = useLocation();
  const session = useQuery(currentUserQuery);
  const signedIn = Boolean(session.data);
  const saved = useSavedDeliveryInfo(signedIn && order.type === 'delivery');
  const orderLink = (
    <Link to={orderPaths.order(slug, order.slug)} className="gm-button gm-button--secondary gm-button--wide">
      {t('delivery.toOrder')}
    </Link>
  );

  let body: React.ReactNode;
  if (order.type !== 'delivery')
    body = <p className="gm-panel gm-panel__hint">{t('delivery.notDelivery')}</p>;
  else if (session.isPending || (signedIn && saved.isPending)) {
    body = (
      <p className="gm-panel gm-panel__hint" role="status">
        {tCommon('app.loading')}
      </p>
    );
  } else if (!signedIn) {
    body = <GuestSignIn next={location.pathname} message={t('delivery.signInMessage')} />;
  } else body = <OrderDeliveryForm order={order} saved={saved.data} />;

  return (
    <>
      <OrderHead order={order} title={t('delivery.title')} />
      {order.type === 'delivery' && (menu.settings.delivery.title || menu.settings.delivery.content) ? (
        <section className="gm-panel gm-panel--info">
          <i className="pi pi-car" aria-hidden="true" />
          <div>
            {menu.settings.delivery.title ? (
              <h2 className="gm-panel__title">{menu.settings.delivery.title}</h2>
            ) : null}
            {menu.settings.delivery.content ? (
              <p className="gm-panel__hint">{menu.settings.delivery.content}</p>
            ) : null}
          </div>
        </section>
      ) : null}
      {body}
      {orderLink}
    </>
  );
}

/** /:slug/:orderSlug/delivery — the delivery address of the order (needs an account). */
export function DeliveryPage() {
  return <OrderGate>{({ order }) => <DeliveryView order={order} />}</OrderGate>;
}
