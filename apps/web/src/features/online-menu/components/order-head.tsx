import type { TOrder } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useMenu } from './menu-context';

const TYPE_ICONS = { table: 'pi-map-marker', pickup: 'pi-shopping-bag', delivery: 'pi-car' } as const;

/** "Order #12", where it is served, paid or not, and when it was placed. */
export function OrderHead({ order, title }: { order: TOrder; title?: string }) {
  const { t } = useTranslation('guest-order');
  const { language } = useMenu();
  const placed = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(order.createdAt),
  );
  return (
    <header className="gm-order-head">
      <p className="gm-order-head__eyebrow">{title ?? t('order.eyebrow')}</p>
      <h1 className="gm-order-head__number">{t('order.title', { number: order.number })}</h1>
      <div className="gm-order-head__chips">
        <span className="gm-pill">
          <i className={`pi ${TYPE_ICONS[order.type]}`} aria-hidden="true" />
          {order.type === 'table' && order.tableLabel ? (
            <>
              <span className="gl-visually-hidden">{t('order.atTable')} </span>
              {order.tableLabel}
            </>
          ) : (
            t(`mode.${order.type}`)
          )}
        </span>
        {order.status === 'cancelled' ? null : (
          <span className={order.paid ? 'gm-pill gm-pill--paid' : 'gm-pill gm-pill--unpaid'}>
            <i className={order.paid ? 'pi pi-check-circle' : 'pi pi-clock'} aria-hidden="true" />
            {order.paid ? t('order.paid') : t('order.unpaid')}
          </span>
        )}
      </div>
      <p className="gm-order-head__time">{t('order.placedAt', { time: placed })}</p>
    </header>
  );
}
