import type { TOrder } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderPaths } from '../model/order-paths';
import { useMenu } from './menu-context';

/** A pickup order links to its pickup details; a delivery order to its address (asked for first). */
export function OrderServiceCard({ order }: { order: TOrder }) {
  const { t } = useTranslation('guest-order');
  const { slug } = useMenu();
  if (order.type === 'table' || order.status === 'cancelled') return null;

  if (order.type === 'pickup') {
    return (
      <Link to={orderPaths.pickup(slug, order.slug)} className="gm-panel gm-panel--link">
        <span className="gm-panel__icon" aria-hidden="true">
          <i className="pi pi-shopping-bag" />
        </span>
        <span className="gm-panel__body">
          <span className="gm-panel__title">{t('pickupCard.title')}</span>
          <span className="gm-panel__hint">{t('pickupCard.hint')}</span>
        </span>
        <i className="pi pi-chevron-right gm-flip-rtl" aria-hidden="true" />
      </Link>
    );
  }

  const address = typeof order.deliveryInfo?.address === 'string' ? order.deliveryInfo.address : null;
  return (
    <Link
      to={orderPaths.delivery(slug, order.slug)}
      className={address ? 'gm-panel gm-panel--link' : 'gm-panel gm-panel--link gm-panel--attention'}
    >
      <span className="gm-panel__icon" aria-hidden="true">
        <i className="pi pi-car" />
      </span>
      <span className="gm-panel__body">
        <span className="gm-panel__title">
          {address ? t('deliveryCard.title') : t('deliveryCard.addTitle')}
        </span>
        <span className="gm-panel__hint">{address ?? t('deliveryCard.addHint')}</span>
      </span>
      <i className="pi pi-chevron-right gm-flip-rtl" aria-hidden="true" />
    </Link>
  );
}
