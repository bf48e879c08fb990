import type { TOrder } from '@guestloop/contracts';
import { useOrderWords } from './order-words';

/** What was ordered, as priced when placed, and how the total is made up. */
export function OrderLines({ order }: { order: TOrder }) {
  const words = useOrderWords();
  const { t } = words;
  const money = (amount: number) => words.money(order, amount);
  const totals: [string, number][] = [
    [t('detail.subtotal'), order.subtotal],
    ...(order.tips ? [[t('detail.tips'), order.tips] as [string, number]] : []),
    ...(order.deliveryAmount ? [[t('detail.delivery'), order.deliveryAmount] as [string, number]] : []),
    ...(order.bonusSpent ? [[t('detail.bonus'), -order.bonusSpent] as [string, number]] : []),
  ];
  return (
    <section className="gl-panel gl-order-lines" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('detail.lines')}</h2>
      <ul>
        {order.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never change
          <li key={index}>
            <span className="gl-order-lines__qty">{line.quantity}×</span>
            <div className="gl-order-lines__what">
              <strong>{line.title}</strong>
              {line.option ? <span className="gl-orders-muted">{line.option}</span> : null}
              {line.addons.map((addon) => (
                <span key={`${addon.group}-${addon.name}`} className="gl-orders-muted">
                  + {addon.name}
                  {addon.price ? ` (${money(addon.price)})` : ''}
                </span>
              ))}
              {line.note ? <em className="gl-order-lines__note">“{line.note}”</em> : null}
            </div>
            <span className="gl-order-lines__price">{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="gl-order-totals">
        {totals.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
        <div className="gl-order-totals__total">
          <dt>{t('detail.total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
      {order.note ? (
        <p className="gl-order-note">
          <span className="pi pi-comment" aria-hidden="true" /> <strong>{t('detail.note')}:</strong>{' '}
          {order.note}
        </p>
      ) : null}
    </section>
  );
}
