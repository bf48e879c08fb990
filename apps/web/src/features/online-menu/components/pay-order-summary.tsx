import type { TOrder, TOrderLine } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/currency';
import { useUiLanguage } from './menu-context';

export function useOrderPrice(order: Pick<TOrder, 'currency'>) {
  const language = useUiLanguage();
  return (minor: number) => formatPrice(minor, order.currency, language);
}

function lineDetails(line: TOrderLine): string {
  const addons = line.addons.map((addon) => addon.name).join(', ');
  return [line.option, addons].filter(Boolean).join(' · ');
}

/** The order as the server priced it: lines, then subtotal, tip, delivery, bonus and total. */
export function PayOrderSummary({ order }: { order: TOrder }) {
  const { t } = useTranslation('guest-pay');
  const price = useOrderPrice(order);
  return (
    <section className="pay-card" aria-labelledby="pay-summary-title">
      <h2 id="pay-summary-title" className="pay-card__title">
        {t('summary.title')}
      </h2>
      <ul className="pay-lines">
        {order.lines.map((line, index) => (
          // Lines of a placed order never change; two may share an item.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed list
          <li key={index} className="pay-line">
            <span className="pay-line__qty">{line.quantity}×</span>
            <span className="pay-line__text">
              <span className="pay-line__title">{line.title}</span>
              {lineDetails(line) ? <span className="pay-line__details">{lineDetails(line)}</span> : null}
            </span>
            <span className="pay-line__total">{price(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="pay-totals">
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd>{price(order.subtotal)}</dd>
        </div>
        {order.tips > 0 ? (
          <div>
            <dt>{t('summary.tip')}</dt>
            <dd>{price(order.tips)}</dd>
          </div>
        ) : null}
        {order.deliveryAmount > 0 ? (
          <div>
            <dt>{t('summary.delivery')}</dt>
            <dd>{price(order.deliveryAmount)}</dd>
          </div>
        ) : null}
        {order.bonusSpent > 0 ? (
          <div className="pay-totals__bonus">
            <dt>{t('summary.bonus')}</dt>
            {/* Negative through Intl, so the sign sits where the language puts it (RTL too). */}
            <dd>{price(-order.bonusSpent)}</dd>
          </div>
        ) : null}
        <div className="pay-totals__total">
          <dt>{t('summary.total')}</dt>
          <dd>{price(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
