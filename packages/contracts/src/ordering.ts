import { ZOrderType } from './order-status';
import * as z from './zod';

/**
 * How a menu takes orders (settings sections `ordering` and `pause` of an online menu). Amounts
 * are minor units of the menu's currency; times are judged on the venue's clock (the company's
 * IANA time zone, answered as the public menu's `timeZone`) against the menu's weekly hours.
 */

/** An amount in minor units, within a price's bounds (0 to 10,000,000.00). */
const ZAmount = z.number().int().min(0).max(1_000_000_000);

/** A place the venue delivers to, as the guest picks it: a district, a village, a postcode. */
export const ZDeliveryArea = z.string().trim().min(1).max(100);

export const ORDERING_MESSAGE_CODES = {
  duplicateArea: 'duplicate_area',
  slotLength: 'invalid_slot_length',
} as const;

/** Slot lengths that divide a day evenly, so slots fall at the same times every day. */
export const PICKUP_SLOT_LENGTHS = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;

const orderingFields = {
  /** Guests at a table order from its QR code. */
  table: z.boolean(),
  /** Guests order to take away, at a pickup slot. */
  pickup: z.boolean(),
  /** Guests order to an address. */
  delivery: z.boolean(),
  /** The menu is shown without a cart: no mode takes orders, whatever the switches say. */
  viewOnly: z.boolean(),
  /** Orders only while the menu's weekly hours say open (no weekly hours: any time). */
  onlyWithinHours: z.boolean(),
  /** From an order to the first pickup slot it can have, and to the earliest delivery time. */
  preparationMinutes: z.number().int().min(0).max(240),
  /** Pickup slots start every this many minutes from midnight (15: 12:00, 12:15…). */
  pickupSlotMinutes: z.literal(PICKUP_SLOT_LENGTHS, { error: ORDERING_MESSAGE_CODES.slotLength }),
  /** Added to every delivery order's total. */
  deliveryFee: ZAmount,
  /** A delivery order's items must come to at least this (the fee not counted). */
  deliveryMinimum: ZAmount,
  /** Where the venue delivers; the guest picks one. Empty: anywhere the guest gives an address. */
  deliveryAreas: z.array(ZDeliveryArea).max(50),
};

export const ZOrderingSettings = z.object(orderingFields);
export type TOrderingSettings = z.infer<typeof ZOrderingSettings>;

/** The section as sent: every field (a section sent replaces the stored one); areas once each. */
export const ZOrderingSettingsInput = z.object(orderingFields).superRefine((value, ctx) => {
  const seen = new Set<string>();
  value.deliveryAreas.forEach((area, index) => {
    const key = area.trim().toLocaleLowerCase();
    if (seen.has(key))
      ctx.addIssue({
        code: 'custom',
        message: ORDERING_MESSAGE_CODES.duplicateArea,
        path: ['deliveryAreas', index],
      });
    seen.add(key);
  });
});
export type TOrderingSettingsInput = z.infer<typeof ZOrderingSettingsInput>;

/** What a menu does until its staff set it: table and pickup orders, no delivery. */
export const DEFAULT_ORDERING_SETTINGS: TOrderingSettings = {
  table: true,
  pickup: true,
  delivery: false,
  viewOnly: false,
  onlyWithinHours: false,
  preparationMinutes: 15,
  pickupSlotMinutes: 15,
  deliveryFee: 0,
  deliveryMinimum: 0,
  deliveryAreas: [],
};

/** "Pause ordering now": no orders until `until` (null: until switched back); guests see `note`. */
export const ZOrderingPause = z.object({
  paused: z.boolean(),
  until: z.iso.datetime({ offset: true }).nullable(),
  note: z.string().nullable(),
});
export type TOrderingPause = z.infer<typeof ZOrderingPause>;

export const ZOrderingPauseInput = z.object({
  paused: z.boolean(),
  until: z.iso.datetime({ offset: true }).nullish(),
  note: z.string().trim().max(300).nullish(),
});
export type TOrderingPauseInput = z.infer<typeof ZOrderingPauseInput>;

export const NOT_PAUSED: TOrderingPause = { paused: false, until: null, note: null };

// ---- Refusals of POST /order/create (409, `code` and `details`) ----

/**
 * The `details` of each refusal: ORDERING_PAUSED (until, null: until switched back),
 * ORDER_MODE_OFF (the modes that are on; none for a view-only menu), OUTSIDE_OPENING_HOURS (the
 * next opening, null when none this week), BELOW_DELIVERY_MINIMUM, OUTSIDE_DELIVERY_AREA (the
 * areas to pick from), PICKUP_SLOT_UNAVAILABLE (the slots on offer now), DELIVERY_TIME_UNAVAILABLE
 * (the earliest time a delivery can be wished for).
 */
export const ORDERING_REFUSALS = {
  ORDERING_PAUSED: z.object({ until: z.string().nullable() }),
  ORDER_MODE_OFF: z.object({ mode: ZOrderType, modes: z.array(ZOrderType) }),
  OUTSIDE_OPENING_HOURS: z.object({ nextOpening: z.string().nullable() }),
  BELOW_DELIVERY_MINIMUM: z.object({ minimum: z.number().int(), subtotal: z.number().int() }),
  OUTSIDE_DELIVERY_AREA: z.object({ areas: z.array(z.string()) }),
  PICKUP_SLOT_UNAVAILABLE: z.object({ slots: z.array(z.string()) }),
  DELIVERY_TIME_UNAVAILABLE: z.object({ earliest: z.string() }),
} as const;
export type TOrderingRefusalCode = keyof typeof ORDERING_REFUSALS;
export type TOrderingRefusal<C extends TOrderingRefusalCode> = z.infer<(typeof ORDERING_REFUSALS)[C]>;
