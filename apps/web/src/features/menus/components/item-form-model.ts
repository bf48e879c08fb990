import {
  type TCreateMenuItemBody,
  type TLanguage,
  type TMenuItem,
  type TOptionUnitType,
  type TWeekday,
  WEEKDAYS,
  ZCreateMenuItemBody,
  ZItemAddon,
  ZItemAvailability,
  ZItemOption,
  ZLanguage,
  ZPrice,
} from '@guestloop/contracts';
import { z } from 'zod';
import { formSchemaOptions } from '@/lib/form-errors';

/**
 * The item dialog's form: the item body with inputs' shapes (text inputs hold '', prices are
 * minor units or null while empty, availability has an on/off switch, translations are rows).
 * Field names follow the wire paths, so `body.options.0.price` lands on its input.
 */
export interface ItemFormValues {
  categoryId: string;
  title: string;
  subTitle: string;
  description: string;
  price: number | null;
  images: { id: string; src: string }[];
  options: { name: string; unitType: TOptionUnitType; amount: number | null; price: number | null }[];
  addons: { name: string; min: number; max: number; options: { name: string; price: number | null }[] }[];
  allergenText: string;
  relatedItemIds: string[];
  soldOut: boolean;
  availability: { enabled: boolean; days: TWeekday[]; from: string; to: string };
  titleTranslate: { language: TLanguage; title: string }[];
}

/** Units whose amount is a measure (grams or millilitres); `item` and `custom` have none. */
export const MEASURED_UNITS: Partial<Record<TOptionUnitType, 'g' | 'ml'>> = {
  weight: 'g',
  volume: 'ml',
  bottle: 'ml',
  glass: 'ml',
};

const ZAvailabilityForm = z
  .object({ enabled: z.boolean(), days: z.array(z.enum(WEEKDAYS)), from: z.string(), to: z.string() })
  .superRefine((value, ctx) => {
    if (!value.enabled) return;
    const parsed = ZItemAvailability.safeParse(value, formSchemaOptions);
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

const body = ZCreateMenuItemBody.shape;

/** The dialog's schema, built from the contract's field rules. */
export const ZItemForm = z.object({
  categoryId: body.categoryId,
  title: body.title,
  subTitle: z.string().trim().max(300),
  description: z.string().trim().max(5000),
  price: ZPrice,
  images: z.array(z.object({ id: z.uuid(), src: z.string() })).max(10),
  options: z.array(ZItemOption).max(20),
  addons: z.array(ZItemAddon).max(10),
  allergenText: z.string().trim().max(1000),
  relatedItemIds: z.array(z.uuid()).max(20),
  soldOut: z.boolean(),
  availability: ZAvailabilityForm,
  titleTranslate: z.array(z.object({ language: ZLanguage, title: z.string().trim().max(200) })),
});

export const NEW_OPTION: ItemFormValues['options'][number] = {
  name: '',
  unitType: 'item',
  amount: null,
  price: null,
};
export const NEW_ADDON_OPTION: ItemFormValues['addons'][number]['options'][number] = {
  name: '',
  price: null,
};
export const NEW_ADDON: ItemFormValues['addons'][number] = {
  name: '',
  min: 0,
  max: 1,
  options: [NEW_ADDON_OPTION],
};

export function toItemFormValues(item: TMenuItem | undefined, categoryId: string): ItemFormValues {
  const settings = item?.settings;
  return {
    categoryId: item?.categoryId ?? categoryId,
    title: item?.title ?? '',
    subTitle: item?.subTitle ?? '',
    description: item?.description ?? '',
    price: item ? item.price : null,
    images: (item?.images ?? []).flatMap((image) =>
      image.imageId ? [{ id: image.imageId, src: image.src }] : [],
    ),
    options: settings?.options.map((option) => ({ ...option })) ?? [],
    addons:
      settings?.addons.map((addon) => ({ ...addon, options: addon.options.map((own) => ({ ...own })) })) ??
      [],
    allergenText: settings?.allergenText ?? '',
    relatedItemIds: settings?.relatedItemIds ?? [],
    soldOut: item?.soldOut ?? false,
    availability: item?.availability
      ? { enabled: true, ...item.availability, days: [...item.availability.days] }
      : { enabled: false, days: [...WEEKDAYS], from: '08:00', to: '11:30' },
    titleTranslate: Object.entries(settings?.titleTranslate ?? {}).map(([language, title]) => ({
      language: language as TLanguage,
      title: title ?? '',
    })),
  };
}

/** The create/update body; the form has been validated, so prices are numbers. */
export function toItemBody(values: ItemFormValues): TCreateMenuItemBody {
  const { availability } = values;
  return {
    categoryId: values.categoryId,
    title: values.title.trim(),
    subTitle: values.subTitle.trim(),
    description: values.description.trim(),
    price: values.price ?? 0,
    soldOut: values.soldOut,
    availability: availability.enabled
      ? {
          days: WEEKDAYS.filter((day) => availability.days.includes(day)),
          from: availability.from,
          to: availability.to,
        }
      : null,
    imageIds: values.images.map((image) => image.id),
    titleTranslate: Object.fromEntries(
      values.titleTranslate.filter((row) => row.title.trim()).map((row) => [row.language, row.title.trim()]),
    ),
    allergenText: values.allergenText.trim(),
    options: values.options.map((option) => ({
      name: option.name.trim(),
      unitType: option.unitType,
      amount: MEASURED_UNITS[option.unitType] ? option.amount : null,
      price: option.price ?? 0,
    })),
    addons: values.addons.map((addon) => ({
      name: addon.name.trim(),
      min: addon.min,
      max: addon.max,
      options: addon.options.map((option) => ({ name: option.name.trim(), price: option.price ?? 0 })),
    })),
    relatedItemIds: values.relatedItemIds,
  };
}

/** Wire paths the form shows on another field. */
export const ITEM_FIELD_ALIASES: Record<string, string> = { imageIds: 'images' };
