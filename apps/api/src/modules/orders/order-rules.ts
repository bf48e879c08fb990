import {
  earliestDelivery,
  isDeliveryTimeOffered,
  isPickupSlotOffered,
  orderingState,
  pickupSlots,
  type TCreateOrderBody,
  type TOrderDelivery,
  type TOrderingRefusal,
  type TOrderingRefusalCode,
  type TOrderType,
} from '@guestloop/contracts';
import { AppError } from '../../lib/errors';
import type { OrderingRules } from './order-menus';

/**
 * The venue's rules for taking an order (the menu's `ordering` and `pause` settings), judged on
 * its clock. Each refusal is a 409 with its own code and the details a guest's page shows.
 */

const refuse = <C extends TOrderingRefusalCode>(code: C, message: string, details: TOrderingRefusal<C>) =>
  new AppError(409, code, message, details);

/** Whether the menu takes this kind of order now: not paused, the mode on, open if it must be. */
export function checkOrderingOpen(rules: OrderingRules, type: TOrderType, now: Date): void {
  const state = orderingState(rules, now);
  if (state.paused) {
    throw refuse('ORDERING_PAUSED', 'The venue has paused ordering', { until: state.pausedUntil });
  }
  if (!state.modes.includes(type)) {
    throw refuse('ORDER_MODE_OFF', `The menu takes no ${type} orders`, { mode: type, modes: state.modes });
  }
  if (rules.ordering.onlyWithinHours && state.openNow === false) {
    throw refuse('OUTSIDE_OPENING_HOURS', 'The venue takes orders only while open', {
      nextOpening: state.nextOpening,
    });
  }
}

/**
 * When the guest gets the order: a pickup order's slot (the earliest when none was chosen), a
 * delivery's wished time; null for "as soon as possible" and table orders.
 */
export function wishedTime(rules: OrderingRules, body: TCreateOrderBody, now: Date): Date | null {
  if (body.type === 'pickup') {
    const slots = pickupSlots(rules, now);
    const slot = body.pickupAt ?? slots[0];
    if (!slot || (body.pickupAt && !isPickupSlotOffered(rules, body.pickupAt, now))) {
      throw refuse('PICKUP_SLOT_UNAVAILABLE', 'This pickup time is not available', { slots });
    }
    return new Date(slot);
  }
  const time = body.type === 'delivery' ? body.delivery?.time : undefined;
  if (!time || time === 'asap') return null;
  if (!isDeliveryTimeOffered(rules, time, now)) {
    throw refuse('DELIVERY_TIME_UNAVAILABLE', 'The venue cannot deliver at this time', {
      earliest: earliestDelivery(rules, now).toISOString(),
    });
  }
  return new Date(time);
}

/** A delivery's fee and its area as the menu names it: the area must be one listed, the items enough. */
export function deliveryCharge(rules: OrderingRules, delivery: TOrderDelivery, subtotal: number) {
  const { deliveryAreas, deliveryMinimum, deliveryFee } = rules.ordering;
  const given = delivery.area?.trim() || null;
  let area = given;
  if (deliveryAreas.length > 0) {
    const wanted = given?.toLocaleLowerCase();
    area = deliveryAreas.find((listed) => listed.toLocaleLowerCase() === wanted) ?? null;
    if (!area) {
      throw refuse('OUTSIDE_DELIVERY_AREA', 'The venue does not deliver there', { areas: deliveryAreas });
    }
  }
  if (subtotal < deliveryMinimum) {
    throw refuse('BELOW_DELIVERY_MINIMUM', 'The order is below the minimum for delivery', {
      minimum: deliveryMinimum,
      subtotal,
    });
  }
  return { fee: deliveryFee, area };
}

/** The delivery details as the order keeps them (blank fields as null). */
export function deliveryDetails(delivery: TOrderDelivery, area: string | null): Record<string, unknown> {
  return {
    name: delivery.name,
    phone: delivery.phone,
    address: delivery.address,
    city: delivery.city?.trim() || null,
    postcode: delivery.postcode?.trim() || null,
    notes: delivery.notes?.trim() || null,
    area,
  };
}
