import type { TOrder } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useBonusBalance, useToggleBonus } from '../api/bonus-balance';
import { useOrderPrice } from './pay-order-summary';

/** What a paid order credits: the company's rate of its subtotal, rounded down (as the API does). */
export function bonusEarned(subtotal: number, ratePercent: number): number {
  return Math.floor((subtotal * ratePercent) / 100);
}

/**
 * The guest's bonus with this company at checkout: use it on the order or stop using it, and
 * what paying the order will earn. Nothing shows when there is neither a balance nor a program.
 */
export function PayBonusCard({ order, slug }: { order: TOrder; slug: string }) {
  const { t } = useTranslation('guest-pay');
  const errorMessage = useErrorMessage();
  const price = useOrderPrice(order);
  const bonus = useBonusBalance(slug);
  const toggle = useToggleBonus(slug);
  if (!bonus.data) return null;
  // The balance leaves out what this order already holds, so that is its own to use again.
  const available = bonus.data.balance + order.bonusSpent;
  const earns = bonusEarned(order.subtotal, bonus.data.ratePercent);
  if (available === 0 && earns === 0) return null;
  const using = order.bonusSpent > 0;

  return (
    <section className="pay-card pay-bonus" aria-labelledby="pay-bonus-title">
      <div className="pay-bonus__head">
        <span className="pay-bonus__icon" aria-hidden="true">
          <i className="pi pi-gift" />
        </span>
        <div className="pay-bonus__text">
          <h2 id="pay-bonus-title" className="pay-card__title">
            {t('bonus.title')}
          </h2>
          {available > 0 ? (
            <p className="pay-muted">{t('bonus.available', { amount: price(available) })}</p>
          ) : null}
        </div>
      </div>
      {available > 0 ? (
        <button
          type="button"
          className={
            using
              ? 'gm-button gm-button--secondary gm-button--wide'
              : 'gm-button pay-button--bonus gm-button--wide'
          }
          disabled={toggle.isPending}
          aria-pressed={using}
          onClick={() => toggle.mutate({ orderSlug: order.slug, use: !using })}
        >
          {using
            ? t('bonus.remove', { amount: price(order.bonusSpent) })
            : t('bonus.use', { amount: price(Math.min(available, order.subtotal + order.tips)) })}
        </button>
      ) : null}
      {toggle.isError ? (
        <p className="pay-inline-error" role="alert">
          {errorMessage(toggle.error)}
        </p>
      ) : null}
      {earns > 0 ? (
        <p className="pay-bonus__earn">
          <i className="pi pi-star" aria-hidden="true" />
          {t('bonus.willEarn', { amount: price(earns), rate: bonus.data.ratePercent })}
        </p>
      ) : null}
    </section>
  );
}
