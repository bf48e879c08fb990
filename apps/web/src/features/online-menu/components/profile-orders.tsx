import { INTL_LOCALES, type TOrder } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/currency';
import { useMyMenuOrders } from '../api/profile-orders';
import { GuestQueryState } from './guest-states';
import { useUiLanguage } from './menu-context';
import { useMenuHome } from './menu-home';
import { PayLoading } from './pay-frame';
import { payPaths } from './pay-paths';

/** How many of the latest orders the profile lists. */
const SHOWN = 10;

function OrderRow({ order, slug }: { order: TOrder; slug: string }) {
  const { t } = useTranslation('guest-pay');
  const language = useUiLanguage();
  const when = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(order.createdAt));
  const open = !['closed', 'cancelled', 'served', 'delivered'].includes(order.status);
  return (
    <li>
      <Link to={payPaths.order(slug, order.slug)} className="profile-order">
        <span className="profile-order__main">
          <span className="profile-order__number">{t('order.number', { number: order.number })}</span>
          <span className="profile-order__when">{when}</span>
        </span>
        <span className="profile-order__side">
          <span className="profile-order__total">{formatPrice(order.total, order.currency, language)}</span>
          <span className="profile-order__chips">
            <span className={open ? 'pay-chip pay-chip--live' : 'pay-chip'}>
              {t(`orderStatus.${order.status}`)}
            </span>
            {order.paid ? <span className="pay-chip pay-chip--paid">{t('order.paid')}</span> : null}
          </span>
        </span>
        <i className="pi pi-chevron-right gm-flip-rtl profile-order__chevron" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** The guest's latest orders at this menu, each a link to its order page. */
export function ProfileOrders({ slug }: { slug: string }) {
  const { t } = useTranslation('guest-pay');
  const orders = useMyMenuOrders(slug);
  const home = useMenuHome(slug);
  return (
    <section className="pay-card" aria-labelledby="profile-orders-title">
      <h2 id="profile-orders-title" className="pay-card__title">
        {t('profile.ordersTitle')}
      </h2>
      <GuestQueryState query={orders} loading={<PayLoading />} look="inline">
        {(list) =>
          list.length === 0 ? (
            <div className="profile-empty">
              <p className="pay-muted">{t('profile.noOrders')}</p>
              <Link to={home} className="gm-button gm-button--secondary">
                {t('order.openMenu')}
              </Link>
            </div>
          ) : (
            <ul className="profile-orders">
              {list.slice(0, SHOWN).map((order) => (
                <OrderRow key={order.id} order={order} slug={slug} />
              ))}
            </ul>
          )
        }
      </GuestQueryState>
    </section>
  );
}
