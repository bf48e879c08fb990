import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuestIcon } from '@/components/ui/GuestIcon';
import { orderPaths } from '../model/order-paths';
import '../styles/active-orders.css';
import { useMenu } from './menu-context';
import { useActiveOrders } from './use-active-orders';
import { useCart } from './use-cart';

/**
 * "Order #12 · Preparing": the guest's open orders at this menu, floating at the bottom of the
 * menu pages (above the cart bar when the cart has something), each opening its order page.
 */
export function ActiveOrders() {
  const { t } = useTranslation('guest-menu');
  const { slug } = useMenu();
  const orders = useActiveOrders(slug);
  const { count } = useCart(slug);
  if (orders.length === 0) return null;
  return (
    <nav
      className={count > 0 ? 'gm-active-orders gm-active-orders--above-cart' : 'gm-active-orders'}
      aria-label={t('activeOrders.label')}
    >
      <ul className="gm-active-orders__list">
        {orders.map((order) => (
          <li key={order.slug}>
            <Link to={orderPaths.order(slug, order.slug)} className="gm-active-order">
              <span
                className={`gm-active-order__dot gm-active-order__dot--${order.status}`}
                aria-hidden="true"
              />
              <span>{t('activeOrders.order', { number: order.number })}</span>{' '}
              <span className="gm-active-order__status">{t(`activeOrders.status.${order.status}`)}</span>
              <GuestIcon name="chevron-right" className="gm-flip-rtl" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
