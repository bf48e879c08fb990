import type { TLanguage, TPublicMenu } from '@guestloop/contracts';
import type { PublicItem } from './pricing';

export type PublicCategory = TPublicMenu['categories'][number];
export type PublicSubCategory = PublicCategory['subCategories'][number];

/** The item's title in the UI language when the menu has one, else as written. */
export function itemTitle(item: PublicItem, language: TLanguage): string {
  return item.settings.titleTranslate[language]?.trim() || item.title;
}

/** Every item of the menu by id (sub-categories included), for related items and the cart. */
export function indexItems(menu: TPublicMenu): Map<string, PublicItem> {
  const byId = new Map<string, PublicItem>();
  for (const category of menu.categories) {
    for (const item of category.items) byId.set(item.id, item);
    for (const sub of category.subCategories) for (const item of sub.items) byId.set(item.id, item);
  }
  return byId;
}

export function countItems(category: PublicCategory): number {
  return category.items.length + category.subCategories.reduce((n, sub) => n + sub.items.length, 0);
}

/** Lower-cased and without accents, so "cafe" finds "Café" and "CREME" finds "crème". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

function matches(item: PublicItem, needle: string, language: TLanguage): boolean {
  const haystack = [item.title, itemTitle(item, language), item.subTitle, item.description]
    .filter(Boolean)
    .join(' ');
  return normalize(haystack).includes(needle);
}

/**
 * The menu narrowed to items whose title, subtitle or description contains the query; empty
 * categories and sub-categories drop out. An empty query returns the categories unchanged.
 */
export function filterCategories(
  categories: readonly PublicCategory[],
  query: string,
  language: TLanguage,
): PublicCategory[] {
  const needle = normalize(query);
  if (!needle) return [...categories];
  const result: PublicCategory[] = [];
  for (const category of categories) {
    const items = category.items.filter((item) => matches(item, needle, language));
    const subCategories = category.subCategories
      .map((sub) => ({ ...sub, items: sub.items.filter((item) => matches(item, needle, language)) }))
      .filter((sub) => sub.items.length > 0);
    if (items.length > 0 || subCategories.length > 0) result.push({ ...category, items, subCategories });
  }
  return result;
}

/** Categories that have something to show (a category without items would be an empty chip). */
export function visibleCategories(categories: readonly PublicCategory[]): PublicCategory[] {
  return categories.filter((category) => countItems(category) > 0);
}
