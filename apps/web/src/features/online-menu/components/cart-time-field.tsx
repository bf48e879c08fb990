import { venueTime } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { CartSelectField } from './cart-field';
import type { Checkout } from './cart-place-order';
import { useMenu } from './menu-context';

const ASAP = 'asap';
const MINUTE = 60_000;

/**
 * When the guest wants the order: "as soon as possible" or one of the times the venue offers (its
 * pickup slots, after the preparation time and inside the opening hours), on the venue's clock.
 */
export function CartTimeField({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('guest-order');
  const errorMessage = useErrorMessage();
  const { menu, language, now } = useMenu();
  const pickup = checkout.mode === 'pickup';
  const settings = { language, currency: menu.currency, timeZone: menu.timeZone };
  const label = (at: string | Date) => {
    const { time, day } = venueTime(at, now, settings);
    return day ? t('checkout.timeOnDay', { day, time }) : time;
  };
  // A pickup "as soon as possible" is the first slot; a delivery leaves after the preparation time.
  const soonest = pickup
    ? checkout.times[0]
    : new Date(now.getTime() + menu.settings.ordering.preparationMinutes * MINUTE);
  const options = [
    { value: ASAP, label: soonest ? t('checkout.asapAround', { time: label(soonest) }) : t('checkout.asap') },
    ...checkout.times.map((at) => ({ value: at, label: label(at) })),
  ];
  const refused = checkout.refusedAt(pickup ? 'pickupTime' : 'deliveryTime');
  let error: string | null = null;
  if (refused) error = errorMessage(refused.error);
  else if (pickup && checkout.noTimes) error = t('checkout.noTimes');

  return (
    <CartSelectField
      id={pickup ? 'gm-order-pickup-time' : 'gm-order-delivery-time'}
      label={pickup ? t('checkout.pickupTime') : t('checkout.deliveryTime')}
      value={(pickup ? checkout.pickupAt : checkout.deliveryTime) ?? ASAP}
      options={options}
      error={error}
      onChange={(value) =>
        pickup
          ? checkout.setField('pickupAt', value === ASAP ? null : value)
          : checkout.setField('deliveryTime', value)
      }
    />
  );
}
