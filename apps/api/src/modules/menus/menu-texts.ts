import {
  LABEL_SEPARATOR,
  type TLanguage,
  type TPublicMenu,
  type TTranslatableText,
} from '@guestloop/contracts';

/**
 * The texts of a public menu a guest reads, in one walk used both to list them (for translation,
 * for the staff translation editor) and to put their translations back. Left as written: the
 * menu's name (the venue's name), the address, link addresses, delivery areas and the ordering
 * rules (an order names its delivery area as the menu writes it).
 */

/**
 * Where a text sits: an id stable across versions, a label for staff (the translation editor's
 * words and the dish's or category's name, joined by LABEL_SEPARATOR: "item › Pancakes ›
 * description"), and staff's own translations.
 */
export interface TextPlace {
  id: string;
  label: string;
  /** Translations a staff member wrote into the item itself (`titleTranslate`), by language. */
  own?: Partial<Record<TLanguage, string>>;
}

export type RewriteText = (text: string, place: TextPlace) => string;

type Item = TPublicMenu['categories'][number]['items'][number];
type SubCategory = TPublicMenu['categories'][number]['subCategories'][number];

/** The same rule as the translation memory's: a text without a letter ("12", "—") is not translated. */
export const hasLetters = (text: string) => /\p{L}/u.test(text);

/** "item › Pancakes › option 2": a word and its position are one part. */
function label(...parts: (string | number)[]): string {
  const joined: string[] = [];
  for (const part of parts) {
    if (typeof part === 'number') joined.push(`${joined.pop() ?? ''} ${part}`);
    else joined.push(part);
  }
  return joined.join(LABEL_SEPARATOR);
}

function rewriteItem(it: Item, rewrite: RewriteText): Item {
  const at = (field: string, ...parts: (string | number)[]) => ({
    id: `item.${it.id}.${field}`,
    label: label('item', it.title, ...parts),
  });
  const maybe = (text: string | null, field: string, word: string) =>
    text === null ? null : rewrite(text, at(field, word));
  const { settings } = it;
  return {
    ...it,
    title: rewrite(it.title, { ...at('title', 'title'), own: settings.titleTranslate }),
    subTitle: maybe(it.subTitle, 'subTitle', 'subtitle'),
    description: maybe(it.description, 'description', 'description'),
    settings: {
      ...settings,
      allergenText: maybe(settings.allergenText, 'allergenText', 'allergens'),
      options: settings.options.map((option, i) => ({
        ...option,
        name: rewrite(option.name, at(`options.${i}`, 'option', i + 1)),
      })),
      addons: settings.addons.map((group, g) => ({
        ...group,
        name: rewrite(group.name, at(`addons.${g}`, 'addon', g + 1)),
        options: group.options.map((option, i) => ({
          ...option,
          name: rewrite(option.name, at(`addons.${g}.${i}`, 'addon', g + 1, 'option', i + 1)),
        })),
      })),
    },
  };
}

function rewriteCategory<C extends SubCategory>(c: C, rewrite: RewriteText): C {
  const place = (field: string, word: string) => ({
    id: `category.${c.id}.${field}`,
    label: label('category', c.title, word),
  });
  return {
    ...c,
    title: rewrite(c.title, place('title', 'title')),
    subTitle: c.subTitle === null ? null : rewrite(c.subTitle, place('subTitle', 'subtitle')),
    items: c.items.map((item) => rewriteItem(item, rewrite)),
  };
}

/** The menu with each guest-visible text passed through `rewrite`, in reading order. */
export function rewriteMenuTexts(menu: TPublicMenu, rewrite: RewriteText): TPublicMenu {
  const at = (id: string, ...parts: (string | number)[]) => ({ id: `menu.${id}`, label: label(...parts) });
  const maybe = (text: string | null, id: string, ...parts: string[]) =>
    text === null ? null : rewrite(text, at(id, ...parts));
  const s = menu.settings;
  const hours = s.workDetails.hours;
  return {
    ...menu,
    subTitle: maybe(menu.subTitle, 'subTitle', 'subtitle'),
    settings: {
      ...s,
      workDetails: {
        ...s.workDetails,
        hours:
          hours?.kind === 'text'
            ? { ...hours, text: rewrite(hours.text, at('hours', 'Opening hours', 'text')) }
            : hours,
      },
      hero: {
        title: maybe(s.hero.title, 'hero.title', 'welcome', 'title'),
        content: maybe(s.hero.content, 'hero.content', 'welcome', 'text'),
      },
      pause: { ...s.pause, note: maybe(s.pause.note, 'pause.note', 'Ordering paused', 'note') },
      relatedItems: {
        ...s.relatedItems,
        title: maybe(s.relatedItems.title, 'relatedItems.title', 'Goes well with', 'title'),
      },
      variants: {
        name: maybe(s.variants.name, 'variants.name', 'Sizes and extras', 'title'),
        content: maybe(s.variants.content, 'variants.content', 'Sizes and extras', 'text'),
      },
      delivery: {
        title: maybe(s.delivery.title, 'delivery.title', 'Delivery', 'title'),
        content: maybe(s.delivery.content, 'delivery.content', 'Delivery', 'text'),
      },
      footerLinks: s.footerLinks.map((link, i) => ({
        ...link,
        label: rewrite(link.label, at(`footerLinks.${i}`, 'label', i + 1)),
      })),
    },
    categories: menu.categories.map((c) => ({
      ...rewriteCategory(c, rewrite),
      subCategories: c.subCategories.map((sub) => rewriteCategory(sub, rewrite)),
    })),
  };
}

const ownTranslation = (place: TextPlace, language: TLanguage) => place.own?.[language]?.trim() || null;

/** The distinct texts to look up in `language` (an item title a staff member translated is not). */
export function textsToTranslate(menu: TPublicMenu, language: TLanguage): string[] {
  const texts = new Set<string>();
  rewriteMenuTexts(menu, (text, place) => {
    if (!ownTranslation(place, language) && hasLetters(text)) texts.add(text);
    return text;
  });
  return [...texts];
}

/**
 * The menu with its texts shown in `language`: a staff member's own item title first, else the
 * translation `shownIn` gives; a text without one stays as written and is listed as original.
 */
export function menuInLanguage(
  menu: TPublicMenu,
  language: TLanguage,
  shownIn: (text: string) => string | null,
): TPublicMenu {
  const original = new Set<string>();
  let translated = 0;
  const rewritten = rewriteMenuTexts(menu, (text, place) => {
    const own = ownTranslation(place, language);
    if (!own && !hasLetters(text)) return text;
    const shown = own ?? shownIn(text);
    if (shown === null) {
      original.add(text);
      return text;
    }
    translated++;
    return shown;
  });
  return {
    ...rewritten,
    contentLanguage: { shown: language, source: menu.language, original: [...original], translated },
  };
}

/**
 * Each distinct guest-visible text once (the memory keeps one translation per text), under the
 * place it first appears.
 */
export function distinctTexts(menu: TPublicMenu): TTranslatableText[] {
  const byText = new Map<string, TTranslatableText>();
  rewriteMenuTexts(menu, (text, place) => {
    if (!byText.has(text) && hasLetters(text)) byText.set(text, { id: place.id, label: place.label, text });
    return text;
  });
  return [...byText.values()];
}
