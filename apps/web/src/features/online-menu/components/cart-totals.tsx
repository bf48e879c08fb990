import { ORDERING_REFUSALS } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import type { Checkout } from './cart-place-order';
import { useMenu } from './menu-context';

/**
 * The cart's sum for the way the guest orders: the items, a delivery's fee and the total with it,
 * and a delivery's minimum with how much is missing. The placed order's total is the server's.
 */
export function CartTotals({
  checkout,
  count,
  words,
}: {
  checkout: Checkout;
  count: number;
  words: boolean;
}) {
  const { t } = useTranslation('guest-menu');
  const { t: tOrder } = useTranslation('guest-order');
  const { price } = useMenu();
  const { mode, subtotal, charges } = checkout;
  const delivery = words && mode === 'delivery';
  const refused = checkout.refusedAt('minimum');
  const told = refused ? ORDERING_REFUSALS.BELOW_DELIVERY_MINIMUM.safeParse(refused.error.details) : null;
  const missing = charges.missing || (told?.success ? told.data.minimum - subtotal : 0);

  return (
    <>
      <dl className="gm-totals">
        <div>
          <dt>{t('cart.itemsCount')}</dt>
          <dd>{count}</dd>
        </div>
        {delivery && charges.fee > 0 ? (
          <>
            <div>
              <dt>{tOrder('charges.subtotal')}</dt>
              <dd>{price(subtotal)}</dd>
            </div>
            <div>
              <dt>{tOrder('charges.deliveryFee')}</dt>
              <dd>{price(charges.fee)}</dd>
            </div>
          </>
        ) : null}
        <div className="gm-totals__total">
          <dt>{t('cart.total')}</dt>
          <dd>{price(checkout.total)}</dd>
        </div>
      </dl>
      {delivery && charges.minimum > 0 ? (
        <p
          id="gm-order-minimum"
          tabIndex={-1}
          className={checkout.minimumProblem ? 'gm-minimum gm-minimum--problem' : 'gm-minimum'}
          role={checkout.minimumProblem ? 'alert' : undefined}
        >
          <i className={missing > 0 ? 'pi pi-exclamation-circle' : 'pi pi-check-circle'} aria-hidden="true" />{' '}
          <span>
            {tOrder('charges.minimum', { amount: price(charges.minimum) })}
            {missing > 0 ? ` · ${tOrder('charges.missing', { amount: price(missing) })}` : ''}
          </span>
        </p>
      ) : null}
    </>
  );
}
