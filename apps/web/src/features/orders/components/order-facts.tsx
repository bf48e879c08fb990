import type { TOrder } from '@guestloop/contracts';
import { useOrderWords } from './order-words';
import { PaidTag } from './status-tag';

function deliveryText(info: TOrder['deliveryInfo']): string[] {
  if (!info) return [];
  return ['name', 'phone', 'address', 'city', 'postcode', 'area', 'notes']
    .map((key) => info[key])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/** Payment, delivery details and the order's times. */
export function OrderFacts({ order }: { order: TOrder }) {
  const words = useOrderWords();
  const { t } = words;
  const delivery = deliveryText(order.deliveryInfo);
  return (
    <>
      <section className="gl-panel gl-order-facts" aria-labelledby="order-payment-title">
        <h2 id="order-payment-title">{t('detail.payment')}</h2>
        <dl>
          <div>
            <dt>{t('table.payment')}</dt>
            <dd>
              <PaidTag paid={order.paid} />
            </dd>
          </div>
          {order.paymentMethod ? (
            <div>
              <dt>{t('detail.method')}</dt>
              <dd>{words.method(order.paymentMethod)}</dd>
            </div>
          ) : null}
          {order.cashRequestedAt ? (
            <div>
              <dt>{t('payment.billAsked')}</dt>
              <dd>
                {words.dateTime(order.cashRequestedAt)}
                {order.cashAmount
                  ? ` · ${t('detail.paysWith', { amount: words.money(order, order.cashAmount) })}`
                  : ''}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('detail.receipt')}</dt>
            <dd>{order.needReceipt ? t('detail.yes') : t('detail.no')}</dd>
          </div>
        </dl>
      </section>
      {order.contact ? (
        <section className="gl-panel gl-order-facts" aria-labelledby="order-contact-title">
          <h2 id="order-contact-title">{t('detail.contact')}</h2>
          <address className="gl-order-address">
            {order.contact.name ? <span>{order.contact.name}</span> : null}
            {order.contact.phone ? <a href={`tel:${order.contact.phone}`}>{order.contact.phone}</a> : null}
          </address>
        </section>
      ) : null}
      {order.type !== 'table' ? (
        <section className="gl-panel gl-order-facts" aria-labelledby="order-wanted-title">
          <h2 id="order-wanted-title">{t('detail.wanted')}</h2>
          <div className="gl-order-address">
            {order.wishedAt ? words.dateTime(order.wishedAt) : t('detail.asap')}
          </div>
        </section>
      ) : null}
      {delivery.length > 0 ? (
        <section className="gl-panel gl-order-facts" aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title">{t('detail.delivery')}</h2>
          <address className="gl-order-address">
            {delivery.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      ) : null}
      <section className="gl-panel gl-order-facts" aria-labelledby="order-history-title">
        <h2 id="order-history-title">{t('detail.history')}</h2>
        <ol className="gl-order-history">
          <li>
            <strong>{t('detail.placed')}</strong>
            <span className="gl-orders-muted">{words.dateTime(order.createdAt)}</span>
          </li>
          {order.status !== 'new' ? (
            <li>
              <strong>{words.status(order.status)}</strong>
              <span className="gl-orders-muted">{words.dateTime(order.statusChangedAt)}</span>
            </li>
          ) : null}
        </ol>
      </section>
    </>
  );
}
