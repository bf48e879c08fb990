import type {
  TItemAvailability,
  TItemSettings,
  TMenuCategoryInfo,
  TMenuImage,
  TMenuInfo,
  TMenuItem,
  TMenuSettings,
  TMenuSettingsInput,
  TMenuSummary,
  TUpdateMenuItemBody,
} from '@guestloop/contracts';
import { DEFAULT_ORDERING_SETTINGS, NOT_PAUSED, ZItemSettings, ZMenuSettings } from '@guestloop/contracts';
import type { MenuImageValue } from '../../db/schema';
import type { ImageRow } from '../files';
import type { CategoryRow, ItemRow } from './content.repo';
import type { MenuRow } from './menus.repo';

/** Rows to answers, and the settings sections as stored (every field present, null when not set). */

/** '' and blanks mean "not set". */
export const cleanText = (value: string | null | undefined): string | null =>
  value == null || value.trim() === '' ? null : value.trim();

/** Only changes a text column when the field was sent. */
export const textPatch = <K extends string>(key: K, value: string | null | undefined) =>
  (value === undefined ? {} : { [key]: cleanText(value) }) as Partial<Record<K, string | null>>;

export function imageValue(row: ImageRow): MenuImageValue {
  return { imageId: row.id, src: row.src, width: row.width, height: row.height, variants: row.variants };
}

const toImage = (value: MenuImageValue | null): TMenuImage | null => (value ? { ...value } : null);

const EMPTY_SETTINGS: TMenuSettings = {
  hero: { title: null, content: null },
  relatedItems: { title: null, itemIds: [] },
  variants: { name: null, content: null },
  footerLinks: [],
  workDetails: { address: null, hours: null },
  delivery: { title: null, content: null },
  ordering: DEFAULT_ORDERING_SETTINGS,
  pause: NOT_PAUSED,
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stored settings as answered; a section that does not read back (older shape) is empty. A
 * section stored before a field was added reads with that field's default.
 */
function readMenuSettings(stored: Record<string, unknown>): TMenuSettings {
  const out = structuredClone(EMPTY_SETTINGS) as Record<string, unknown>;
  for (const [key, schema] of Object.entries(ZMenuSettings.shape)) {
    const empty = out[key];
    const value = stored[key];
    const parsed = schema.safeParse(
      isPlainObject(empty) && isPlainObject(value) ? { ...empty, ...value } : value,
    );
    if (parsed.success && value !== undefined) out[key] = parsed.data;
  }
  return out as TMenuSettings;
}

/** Sections sent replace the stored ones; unknown keys stored by other features are kept. */
export function mergeMenuSettings(
  stored: Record<string, unknown>,
  input: TMenuSettingsInput | undefined,
): Record<string, unknown> {
  if (!input) return stored;
  const next: Record<string, unknown> = { ...stored };
  if (input.hero) next.hero = { title: cleanText(input.hero.title), content: cleanText(input.hero.content) };
  if (input.relatedItems) {
    next.relatedItems = {
      title: cleanText(input.relatedItems.title),
      itemIds: [...new Set(input.relatedItems.itemIds)],
    };
  }
  if (input.variants) {
    next.variants = { name: cleanText(input.variants.name), content: cleanText(input.variants.content) };
  }
  if (input.footerLinks) next.footerLinks = input.footerLinks;
  if (input.workDetails) {
    next.workDetails = {
      address: cleanText(input.workDetails.address),
      hours: input.workDetails.hours ?? null,
    };
  }
  if (input.delivery) {
    next.delivery = { title: cleanText(input.delivery.title), content: cleanText(input.delivery.content) };
  }
  if (input.ordering) next.ordering = input.ordering;
  if (input.pause) {
    const { paused, until, note } = input.pause;
    const endsAt = paused && until ? new Date(until).toISOString() : null;
    next.pause = { paused, until: endsAt, note: cleanText(note) };
  }
  return next;
}

function readItemSettings(stored: Record<string, unknown>): TItemSettings {
  const parsed = ZItemSettings.safeParse({
    titleTranslate: {},
    allergenText: null,
    options: [],
    addons: [],
    relatedItemIds: [],
    ...stored,
  });
  return parsed.success
    ? parsed.data
    : { titleTranslate: {}, allergenText: null, options: [], addons: [], relatedItemIds: [] };
}

/** Item settings fields sent replace the stored ones. */
export function mergeItemSettings(
  stored: Record<string, unknown>,
  input: Pick<
    TUpdateMenuItemBody,
    'titleTranslate' | 'allergenText' | 'options' | 'addons' | 'relatedItemIds'
  >,
): Record<string, unknown> {
  const next = { ...stored };
  if (input.titleTranslate !== undefined) {
    next.titleTranslate = Object.fromEntries(
      Object.entries(input.titleTranslate).filter(([, v]) => v && v.trim() !== ''),
    );
  }
  if (input.allergenText !== undefined) next.allergenText = cleanText(input.allergenText);
  if (input.options !== undefined) next.options = input.options;
  if (input.addons !== undefined) next.addons = input.addons;
  if (input.relatedItemIds !== undefined) next.relatedItemIds = [...new Set(input.relatedItemIds)];
  return next;
}

export function toMenuSummary(row: MenuRow): TMenuSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subTitle: row.subTitle,
    language: row.language as TMenuSummary['language'],
    currency: row.currency as TMenuSummary['currency'],
    locationId: row.locationId,
    isActive: row.isActive,
    logo: toImage(row.logoImage),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMenuInfo(row: MenuRow): TMenuInfo {
  return {
    ...toMenuSummary(row),
    background: toImage(row.backgroundImage),
    settings: readMenuSettings(row.settings),
  };
}

export function toCategoryInfo(row: CategoryRow): TMenuCategoryInfo {
  return {
    id: row.id,
    parentId: row.parentId,
    title: row.title,
    subTitle: row.subTitle,
    image: toImage(row.image),
    position: row.position,
  };
}

export function toItem(row: ItemRow): TMenuItem {
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: row.title,
    subTitle: row.subTitle,
    description: row.description,
    price: row.price,
    images: row.images.map((image) => ({ ...image })),
    position: row.position,
    soldOut: row.soldOut,
    availability: (row.availability as TItemAvailability | null) ?? null,
    settings: readItemSettings(row.settings),
  };
}

/** Categories by position, sub-categories under their parents, items under their categories. */
export function buildTree(categories: CategoryRow[], items: ItemRow[]) {
  const itemsOf = new Map<string, TMenuItem[]>();
  for (const item of items)
    itemsOf.set(item.categoryId, [...(itemsOf.get(item.categoryId) ?? []), toItem(item)]);
  const withItems = (row: CategoryRow) => ({ ...toCategoryInfo(row), items: itemsOf.get(row.id) ?? [] });
  return categories
    .filter((c) => c.parentId === null)
    .map((root) => ({
      ...withItems(root),
      subCategories: categories.filter((c) => c.parentId === root.id).map(withItems),
    }));
}
