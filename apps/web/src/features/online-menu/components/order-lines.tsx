import type { TOrder, TOrderLine } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useMenu } from './menu-context';

function lineChoices(line: TOrderLine): string {
  return [line.option, line.addons.map((addon) => addon.name).join(', ')].filter(Boolean).join(' · ');
}

/** The order as placed (names and prices of that moment) and its totals. */
export function OrderLines({ order }: { order: TOrder }) {
  const { t } = useTranslation('guest-order');
  const { price } = useMenu();
  const rows: [string, number, string?][] = [[t('totals.subtotal'), order.subtotal]];
  if (order.tips > 0) rows.push([t('totals.tips'), order.tips]);
  if (order.deliveryAmount > 0) rows.push([t('totals.delivery'), order.deliveryAmount]);
  if (order.bonusSpent > 0) rows.push([t('totals.bonus'), -order.bonusSpent, 'gm-order-totals__bonus']);
  return (
    <section className="gm-panel" aria-labelledby="gm-order-lines">
      <h2 id="gm-order-lines" className="gm-panel__title">
        {t('lines.title')}
      </h2>
      <ul className="gm-order-lines">
        {order.lines.map((line, index) => {
          const choices = lineChoices(line);
          return (
            // Lines of a placed order never change: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="gm-order-line">
              <span className="gm-order-line__qty">{t('lines.quantity', { n: line.quantity })}</span>
              <div className="gm-order-line__text">
                <span className="gm-order-line__title">{line.title}</span>
                {choices ? <span className="gm-order-line__details">{choices}</span> : null}
                {line.note ? (
                  <span className="gm-order-line__note">
                    <i className="pi pi-comment" aria-hidden="true" /> {line.note}
                  </span>
                ) : null}
              </div>
              <span className="gm-order-line__total">{price(line.total)}</span>
            </li>
          );
        })}
      </ul>
      {order.note ? (
        <p className="gm-order-note">
          <i className="pi pi-pencil" aria-hidden="true" /> {order.note}
        </p>
      ) : null}
      <dl className="gm-order-totals">
        {rows.map(([label, amount, className]) => (
          <div key={label} className={className}>
            <dt>{label}</dt>
            <dd>{price(amount)}</dd>
          </div>
        ))}
        <div className="gm-order-totals__total">
          <dt>{t('totals.total')}</dt>
          <dd>{price(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
