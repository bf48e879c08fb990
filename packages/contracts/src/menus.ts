import { ZCurrency, ZOptionUnitType } from './enum-schemas';
import { ZLanguage } from './language-schema';
import { INTL_LOCALES, LANGUAGE_NAMES, type TLanguage } from './languages';
import {
  DEFAULT_ORDERING_SETTINGS,
  NOT_PAUSED,
  ZOrderingPause,
  ZOrderingPauseInput,
  ZOrderingSettings,
  ZOrderingSettingsInput,
} from './ordering';
import { WEEKDAYS, ZOpeningHours, ZSlug, ZTimeOfDay, ZWorkDetails } from './structure';
import { isUrl, VALIDATION_MESSAGE_CODES } from './validators';
import * as z from './zod';

/**
 * Online menus (SPEC point 3 "Online menu", "Item", option unit types; point 7 "Online menu").
 * Prices are integers in minor units of the menu's currency (450 = 4.50). Text fields accept ''
 * (an empty form input): stored as "not set" and answered as null.
 */

const ZText = (max: number) => z.string().trim().max(max).nullish();
const ZTitle = z.string().trim().min(1).max(200);
/** A price in minor units (cents): 0 to 10,000,000.00. */
export const ZPrice = z.number().int().min(0).max(1_000_000_000);
const ZIds = (max: number) => z.array(z.uuid()).max(max);

// ---- Settings ----

export const ZFooterLink = z.object({
  label: z.string().trim().min(1).max(100),
  url: z.string().max(2000).refine(isUrl, { error: VALIDATION_MESSAGE_CODES.url }),
});
export type TFooterLink = z.infer<typeof ZFooterLink>;

/** Sections of a menu's settings; a section sent replaces the stored one, one left out is kept. */
export const ZMenuSettingsInput = z.object({
  hero: z.object({ title: ZText(200), content: ZText(5000) }).optional(),
  /** The "you may also like" block: its heading and the menu's items it shows. */
  relatedItems: z.object({ title: ZText(200), itemIds: ZIds(30).default([]) }).optional(),
  variants: z.object({ name: ZText(200), content: ZText(5000) }).optional(),
  footerLinks: z.array(ZFooterLink).max(20).optional(),
  workDetails: ZWorkDetails.optional(),
  /** The text guests read about delivery; whether the menu delivers is `ordering.delivery`. */
  delivery: z.object({ title: ZText(200), content: ZText(5000) }).optional(),
  /** Which orders the menu takes, and the rules for them (see ordering.ts). */
  ordering: ZOrderingSettingsInput.optional(),
  /** "Pause ordering now", saved on its own so a pause never carries an unsaved form with it. */
  pause: ZOrderingPauseInput.optional(),
});
export type TMenuSettingsInput = z.infer<typeof ZMenuSettingsInput>;

const ZSetText = z.string().nullable();
/** A menu's settings as stored and answered: every field present, null when not set. */
export const ZMenuSettings = z.object({
  hero: z.object({ title: ZSetText, content: ZSetText }),
  relatedItems: z.object({ title: ZSetText, itemIds: z.array(z.uuid()) }),
  variants: z.object({ name: ZSetText, content: ZSetText }),
  footerLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  workDetails: z.object({ address: ZSetText, hours: ZOpeningHours.nullable() }),
  delivery: z.object({ title: ZSetText, content: ZSetText }),
  // Defaults: a menu answered before these sections existed still reads (kept pages, caches).
  ordering: ZOrderingSettings.default(() => structuredClone(DEFAULT_ORDERING_SETTINGS)),
  pause: ZOrderingPause.default(() => ({ ...NOT_PAUSED })),
});
export type TMenuSettings = z.infer<typeof ZMenuSettings>;

/** An image of the media library as a menu shows it: WebP copies by width, sizes for layout. */
export const ZMenuImage = z.object({
  imageId: z.uuid().nullable(),
  src: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.record(z.string(), z.string()),
});
export type TMenuImage = z.infer<typeof ZMenuImage>;

// ---- Items ----

/** A size or portion of an item (SPEC "Menu item option unit types"): 250 (ml) at 3.90… */
export const ZItemOption = z.object({
  name: z.string().trim().min(1).max(100),
  unitType: ZOptionUnitType,
  /** How much, in the unit's usual measure (weight g, volume ml); null for `item`/`custom`. */
  amount: z.number().min(0).max(1_000_000).nullable().default(null),
  price: ZPrice,
});
export type TItemOption = z.infer<typeof ZItemOption>;

/** An add-on group ("Milk", "Extras"): choose between `min` and `max` of its options. */
export const ZItemAddon = z
  .object({
    name: z.string().trim().min(1).max(100),
    options: z
      .array(z.object({ name: z.string().trim().min(1).max(100), price: ZPrice }))
      .min(1)
      .max(30),
    min: z.number().int().min(0).max(30).default(0),
    max: z.number().int().min(1).max(30).default(1),
  })
  .refine((a) => a.min <= a.max, { error: 'min_above_max', path: ['min'] });
export type TItemAddon = z.infer<typeof ZItemAddon>;

/** Hours an item is served (breakfast until 11:30); null: whenever the venue is open. */
export const ZItemAvailability = z.object({
  days: z.array(z.enum(WEEKDAYS)).min(1).max(7),
  from: ZTimeOfDay,
  to: ZTimeOfDay,
});
export type TItemAvailability = z.infer<typeof ZItemAvailability>;

export const ZItemSettingsInput = z.object({
  /** The title in other languages, by language code. */
  titleTranslate: z.partialRecord(ZLanguage, z.string().trim().max(200)).optional(),
  allergenText: ZText(1000),
  options: z.array(ZItemOption).max(20).optional(),
  addons: z.array(ZItemAddon).max(10).optional(),
  relatedItemIds: ZIds(20).optional(),
});

export const ZItemSettings = z.object({
  titleTranslate: z.partialRecord(ZLanguage, z.string()),
  allergenText: ZSetText,
  options: z.array(ZItemOption),
  addons: z.array(
    z.object({
      name: z.string(),
      options: z.array(z.object({ name: z.string(), price: z.number().int() })),
      min: z.number().int(),
      max: z.number().int(),
    }),
  ),
  relatedItemIds: z.array(z.uuid()),
});
export type TItemSettings = z.infer<typeof ZItemSettings>;

const itemFields = {
  title: ZTitle,
  subTitle: ZText(300),
  description: ZText(5000),
  price: ZPrice,
  soldOut: z.boolean(),
  availability: ZItemAvailability.nullable(),
  /** The photos in order, from the company's media library (the first is the main one). */
  imageIds: ZIds(10),
};

export const ZCreateMenuItemBody = z.object({
  categoryId: z.uuid(),
  ...itemFields,
  soldOut: itemFields.soldOut.default(false),
  availability: itemFields.availability.default(null),
  imageIds: itemFields.imageIds.default([]),
  ...ZItemSettingsInput.shape,
});
export type TCreateMenuItemBody = z.infer<typeof ZCreateMenuItemBody>;

/** Fields left out are kept; `categoryId` moves the item (to the end of that category). */
export const ZUpdateMenuItemBody = z
  .object({ categoryId: z.uuid(), ...itemFields })
  .partial()
  .extend(ZItemSettingsInput.shape);
export type TUpdateMenuItemBody = z.infer<typeof ZUpdateMenuItemBody>;

export const ZMenuItem = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  title: z.string(),
  subTitle: ZSetText,
  description: ZSetText,
  price: z.number().int(),
  images: z.array(ZMenuImage),
  position: z.number().int(),
  soldOut: z.boolean(),
  availability: ZItemAvailability.nullable(),
  settings: ZItemSettings,
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

// ---- Categories ----

export const ZCreateMenuCategoryBody = z.object({
  title: ZTitle,
  subTitle: ZText(300),
  /** A root category of the same menu; sub-categories go one level deep. */
  parentId: z.uuid().nullish(),
});
export type TCreateMenuCategoryBody = z.infer<typeof ZCreateMenuCategoryBody>;

export const ZUpdateMenuCategoryBody = z.object({ title: ZTitle.optional(), subTitle: ZText(300) });
export type TUpdateMenuCategoryBody = z.infer<typeof ZUpdateMenuCategoryBody>;

export const ZMenuCategoryInfo = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  title: z.string(),
  subTitle: ZSetText,
  image: ZMenuImage.nullable(),
  position: z.number().int(),
});
export type TMenuCategoryInfo = z.infer<typeof ZMenuCategoryInfo>;

export const ZMenuSubCategory = ZMenuCategoryInfo.extend({ items: z.array(ZMenuItem) });
export const ZMenuCategory = ZMenuSubCategory.extend({ subCategories: z.array(ZMenuSubCategory) });
export type TMenuCategory = z.infer<typeof ZMenuCategory>;

// ---- Menus ----

export const ZCreateMenuBody = z.object({
  title: ZTitle,
  /** The company's language when absent. */
  language: ZLanguage.optional(),
  /** The company's currency when absent. */
  currency: ZCurrency.optional(),
  locationId: z.uuid().nullish(),
  /** The public address; made from the title when absent (unique across the product). */
  slug: ZSlug.optional(),
});
export type TCreateMenuBody = z.infer<typeof ZCreateMenuBody>;

export const ZUpdateMenuBody = z.object({
  title: ZTitle.optional(),
  subTitle: ZText(300),
  slug: ZSlug.optional(),
  language: ZLanguage.optional(),
  currency: ZCurrency.optional(),
  locationId: z.uuid().nullish(),
  settings: ZMenuSettingsInput.optional(),
});
export type TUpdateMenuBody = z.infer<typeof ZUpdateMenuBody>;

export const ZMenuSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  subTitle: ZSetText,
  language: ZLanguage,
  currency: ZCurrency,
  locationId: z.uuid().nullable(),
  isActive: z.boolean(),
  logo: ZMenuImage.nullable(),
  /** Goes up by one with every change of the menu, its categories or items. */
  version: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TMenuSummary = z.infer<typeof ZMenuSummary>;

/** GET /online-menus: the company's menus, newest first, with their counts. */
export const ZMenuList = z.object({
  items: z.array(ZMenuSummary.extend({ categoriesCount: z.number().int(), itemsCount: z.number().int() })),
});
export type TMenuList = z.infer<typeof ZMenuList>;

export const ZMenuInfo = ZMenuSummary.extend({ background: ZMenuImage.nullable(), settings: ZMenuSettings });
export type TMenuInfo = z.infer<typeof ZMenuInfo>;

/** GET /online-menu/edit/{slug}: the menu with its categories (by position), each with its items. */
export const ZMenu = ZMenuInfo.extend({ categories: z.array(ZMenuCategory) });
export type TMenu = z.infer<typeof ZMenu>;

// ---- Requests ----

export const ZMenuSlugParams = z.object({ slug: ZSlug });
export const ZMenuCategoryParams = ZMenuSlugParams.extend({ categoryId: z.uuid() });
export const ZMenuItemParams = ZMenuSlugParams.extend({ itemId: z.uuid() });
export const ZSetMenuActiveBody = z.object({ isActive: z.boolean() });
export const ZSetCategoryImageBody = z.object({ categoryId: z.uuid(), imageId: z.uuid().nullable() });
export const ZSetItemImageBody = z.object({ itemId: z.uuid(), imageId: z.uuid().nullable() });

/** Drag and drop: these categories (all of one parent, or root ones) in this order; others follow. */
export const ZReorderCategoriesBody = z.object({
  parentId: z.uuid().nullable().default(null),
  categoryIds: ZIds(500).min(1),
});
export type TReorderCategoriesBody = z.infer<typeof ZReorderCategoriesBody>;
/** Drag and drop: these items of one category in this order; items not listed follow. */
export const ZReorderItemsBody = z.object({ categoryId: z.uuid(), itemIds: ZIds(1000).min(1) });
export type TReorderItemsBody = z.infer<typeof ZReorderItemsBody>;

export const ZDeleteMenuCategoryQuery = z.object({
  /** Also delete its sub-categories and items. */
  confirm: z.enum(['true', 'false']).optional(),
});

/** `details` of a 409 CONFLICT from the menu calls. */
export const ZMenuConflict = z.discriminatedUnion('reason', [
  z.object({
    reason: z.literal('has-dependents'),
    dependents: z.object({ subCategories: z.number().int(), items: z.number().int() }),
  }),
  z.object({ reason: z.literal('slug-taken'), path: z.string() }),
]);
export type TMenuConflict = z.infer<typeof ZMenuConflict>;

/** What a change did to the menu: its new version. */
export const ZMenuChange = z.object({ ok: z.literal(true), version: z.number().int() });
export type TMenuChange = z.infer<typeof ZMenuChange>;
export const ZDeletedMenuCategory = ZMenuChange.extend({
  deletedCategoryIds: z.array(z.uuid()),
  deletedItems: z.number().int(),
});
export type TDeletedMenuCategory = z.infer<typeof ZDeletedMenuCategory>;

// ---- Statistics ----

export const ZMenuAnalysisQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const ZMenuAnalysis = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: z.object({ menuViews: z.number().int(), visitors: z.number().int(), itemViews: z.number().int() }),
  /** Every day of the period (UTC), zeros included. */
  viewsByDay: z.array(z.object({ day: z.iso.date(), views: z.number().int(), visitors: z.number().int() })),
  topItems: z.array(z.object({ itemId: z.uuid(), title: z.string(), views: z.number().int() })),
});
export type TMenuAnalysis = z.infer<typeof ZMenuAnalysis>;

// ---- Public ----

export const ZAddItemViewBody = z.object({ itemId: z.uuid() });

const ZPublicItem = ZMenuItem.omit({ position: true });
const ZPublicSubCategory = ZMenuCategoryInfo.omit({ parentId: true, position: true }).extend({
  items: z.array(ZPublicItem),
});
/**
 * Which language a public menu's texts are in (SPEC point 4 "Translation"). `shown` is the
 * guest's language (the Language header; the menu's own when absent or unknown), `source` the
 * menu's own (`language`). The texts listed in `original` are shown as written, in `source`: not
 * translated yet, or no engine covers the pair; the guest sees them marked. `translated` counts
 * the places shown in `shown`.
 */
export const ZContentLanguage = z.object({
  shown: ZLanguage,
  source: ZLanguage,
  original: z.array(z.string()),
  translated: z.number().int(),
});
export type TContentLanguage = z.infer<typeof ZContentLanguage>;

/**
 * GET /online-menu/public/{slug}: the guest-facing menu, its texts in the guest's language
 * (`contentLanguage`; prices, ids and the menu's name as they are). Sold-out items are flagged,
 * not hidden; `availability` is for the client to show against the venue's local time.
 */
export const ZPublicMenu = ZMenuInfo.omit({ isActive: true, locationId: true, updatedAt: true }).extend({
  categories: z.array(ZPublicSubCategory.extend({ subCategories: z.array(ZPublicSubCategory) })),
  /** The company's IANA time zone: opening hours, pauses and pickup slots are on its clock. */
  timeZone: z.string().default('UTC'),
  /** Absent in a copy kept from before translation: everything in the menu's own language. */
  contentLanguage: ZContentLanguage.optional(),
});
export type TPublicMenu = z.infer<typeof ZPublicMenu>;

/**
 * How a guest page marks the texts of a public menu shown untranslated (the app and the server's
 * pre-rendered page alike). `langOf` gives a text shown as written its language tag (undefined:
 * it is in the guest's language); `whole` says that nothing is translated, so one notice for the
 * page replaces the marks; `marked` says whether a place showing these texts carries a mark;
 * `sourceName` names the menu's language in the guest's.
 */
export interface OriginalTexts {
  langOf(text: string | null | undefined): string | undefined;
  marked(...texts: (string | null | undefined)[]): boolean;
  whole: boolean;
  sourceName: string;
}

export function originalTexts(menu: TPublicMenu, uiLanguage: TLanguage): OriginalTexts {
  const content = menu.contentLanguage;
  const original = new Set(content?.original);
  const source = content?.source ?? menu.language;
  const tag = INTL_LOCALES[source];
  const langOf = (text: string | null | undefined) => (text && original.has(text) ? tag : undefined);
  let sourceName = LANGUAGE_NAMES[source];
  try {
    sourceName =
      new Intl.DisplayNames([INTL_LOCALES[uiLanguage]], { type: 'language' }).of(tag) ?? sourceName;
  } catch {
    // An engine without display names: the language's own name.
  }
  const whole = original.size > 0 && (content?.translated ?? 0) === 0;
  return {
    langOf,
    marked: (...texts) => !whole && texts.some((text) => langOf(text) !== undefined),
    whole,
    sourceName,
  };
}
