import {
  ORDERING_MESSAGE_CODES,
  PICKUP_SLOT_LENGTHS,
  type TOrderingSettings,
  type TOrderingSettingsInput,
} from '@guestloop/contracts';
import { z } from 'zod';

/**
 * The Ordering section of the settings form: the menu's `ordering` settings with inputs' shapes
 * (amounts may be empty while typed, delivery areas are one per line of a text box).
 */

export interface OrderingFormValues {
  table: boolean;
  pickup: boolean;
  delivery: boolean;
  viewOnly: boolean;
  onlyWithinHours: boolean;
  preparationMinutes: number | null;
  pickupSlotMinutes: number;
  /** Minor units; empty counts as 0. */
  deliveryFee: number | null;
  deliveryMinimum: number | null;
  /** One area per line. */
  deliveryAreas: string;
}

export const ORDERING_FORM_CODES = {
  noMode: 'no_mode',
  tooManyAreas: 'too_many_areas',
  areaTooLong: 'area_too_long',
} as const;

const MAX_AREAS = 50;
const MAX_AREA_LENGTH = 100;

export const areaLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const ZOrderingForm = z
  .object({
    table: z.boolean(),
    pickup: z.boolean(),
    delivery: z.boolean(),
    viewOnly: z.boolean(),
    onlyWithinHours: z.boolean(),
    preparationMinutes: z.number().int().min(0).max(240),
    pickupSlotMinutes: z
      .number()
      .refine((value) => (PICKUP_SLOT_LENGTHS as readonly number[]).includes(value), {
        error: ORDERING_MESSAGE_CODES.slotLength,
      }),
    deliveryFee: z.number().int().min(0).nullable(),
    deliveryMinimum: z.number().int().min(0).nullable(),
    deliveryAreas: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.viewOnly && !values.table && !values.pickup && !values.delivery)
      ctx.addIssue({ code: 'custom', message: ORDERING_FORM_CODES.noMode, path: ['table'] });
    const areas = areaLines(values.deliveryAreas);
    const problem =
      areas.length > MAX_AREAS
        ? ORDERING_FORM_CODES.tooManyAreas
        : areas.some((area) => area.length > MAX_AREA_LENGTH)
          ? ORDERING_FORM_CODES.areaTooLong
          : new Set(areas.map((area) => area.toLocaleLowerCase())).size < areas.length
            ? ORDERING_MESSAGE_CODES.duplicateArea
            : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['deliveryAreas'] });
  });

export function toOrderingFormValues(ordering: TOrderingSettings): OrderingFormValues {
  return { ...ordering, deliveryAreas: ordering.deliveryAreas.join('\n') };
}

export function toOrderingSettings(values: OrderingFormValues): TOrderingSettingsInput {
  return {
    ...values,
    preparationMinutes: values.preparationMinutes ?? 0,
    // The form offers only the contract's lengths (its schema checked the value).
    pickupSlotMinutes: values.pickupSlotMinutes as TOrderingSettingsInput['pickupSlotMinutes'],
    deliveryFee: values.deliveryFee ?? 0,
    deliveryMinimum: values.deliveryMinimum ?? 0,
    deliveryAreas: areaLines(values.deliveryAreas),
  };
}

/** Wire paths of the section the form shows on another field. */
export const ORDERING_FIELD_ALIASES: Record<string, string> = Object.fromEntries(
  Array.from({ length: MAX_AREAS }, (_, index) => [
    `settings.ordering.deliveryAreas.${index}`,
    'settings.ordering.deliveryAreas',
  ]),
);
