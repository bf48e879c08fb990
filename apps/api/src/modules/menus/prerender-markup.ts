// The same availability rules as the guest page itself, so the server shows what the app will.
import {
  guestIconMarkup,
  INTL_LOCALES,
  isAvailableNow,
  LANGUAGE_NAMES,
  menuTakesOrders,
  type OriginalTexts,
  orderingNotice,
  orderingNoticeText,
  originalTexts,
  type TLanguage,
  type TMenuImage,
  type TPublicMenu,
  todayHours,
} from '@guestloop/contracts';
import { attrs, escapeHtml as e } from '../../lib/prerender/html';
import type { Translate } from '../../lib/prerender/language';

/**
 * The first screen of the guest menu pages as HTML, written with the class names and structure
 * the React components of apps/web/src/features/online-menu produce (GuestShell, MenuHero,
 * MenuSearch, CategoryNav, MenuSection, ItemCard, CategoriesView), so the page looks the same
 * before and after the app replaces it. Keep the two in step when either changes.
 */

type Category = TPublicMenu['categories'][number];
type Item = Category['items'][number];

export interface MarkupContext {
  menu: TPublicMenu;
  language: TLanguage;
  t: Translate;
  now: Date;
}

/** A page's context with how it marks texts shown untranslated (OriginalMark, OriginalNotice). */
interface PageContext extends MarkupContext {
  original: OriginalTexts;
}

/** Cards rendered at least (from the first categories on): more than a phone's first screen. */
const MIN_CARDS = 6;
/** Photos loaded at once, as MenuView's EAGER_PHOTOS. */
const EAGER_PHOTOS = 3;

const menuPath = (slug: string) => `/user/online-menu/${encodeURIComponent(slug)}`;
const sectionId = (categoryId: string) => `category-${categoryId}`;
const icon = guestIconMarkup;

export function srcSet(image: TMenuImage): string | undefined {
  const entries = Object.entries(image.variants)
    .map(([width, url]) => [Number(width), url] as const)
    .filter(([width]) => Number.isFinite(width) && width > 0)
    .sort((a, b) => a[0] - b[0]);
  return entries.length > 0 ? entries.map(([width, url]) => `${url} ${width}w`).join(', ') : undefined;
}

interface ImageOptions {
  width: number;
  height: number;
  sizes: string;
  className: string;
  eager?: boolean;
}

function img(image: TMenuImage, { width, height, sizes, className, eager = false }: ImageOptions): string {
  return `<img${attrs({
    class: className,
    src: image.src,
    srcset: srcSet(image),
    sizes,
    width,
    height,
    alt: '',
    loading: eager ? 'eager' : 'lazy',
    decoding: eager ? 'sync' : 'async',
    fetchpriority: eager ? 'high' : 'auto',
  })}>`;
}

/** The hero photo's attributes for `<link rel=preload as=image>`, or null without a photo. */
export function heroPreload(menu: TPublicMenu): string | null {
  if (!menu.background) return null;
  return `<link${attrs({
    rel: 'preload',
    as: 'image',
    href: menu.background.src,
    imagesrcset: srcSet(menu.background),
    imagesizes: HERO_SIZES,
    fetchpriority: 'high',
  })}>`;
}

const HERO_SIZES = '(min-width: 960px) 960px, 100vw';

function price(minorUnits: number, currency: string, language: TLanguage): string {
  const format = new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  });
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return format.format(minorUnits / 10 ** (digits ?? 2));
}

/**
 * Only the page's own language is listed: laying out the names of all 19 languages, in their own
 * scripts, makes the browser look up fallback fonts for Chinese, Georgian, Arabic… during the
 * first layout, which held the first paint back by a few hundred milliseconds. The app's picker
 * lists them all once it is touched or focused (language-picker.tsx).
 */
function languagePicker({ language, t }: MarkupContext): string {
  const option = `<option${attrs({ value: language, lang: INTL_LOCALES[language], selected: true })}>${e(LANGUAGE_NAMES[language])}</option>`;
  return `<div class="gm-language"><label for="gm-language" class="gl-visually-hidden">${e(t('language.label'))}</label>${icon('globe')}<select id="gm-language">${option}</select></div>`;
}

interface ShellOptions {
  backTo?: string;
  heading?: string;
  overlay?: boolean;
}

/** GuestShell without its footer (below the first screen); the cart is empty until the app knows. */
function shell(context: MarkupContext, options: ShellOptions, main: string): string {
  const { menu, t } = context;
  const back = options.backTo
    ? `<a href="${e(options.backTo)}" class="gm-icon-button" aria-label="${e(t('guest-menu:shell.backToMenu'))}">${icon('arrow-left', 'gm-flip-rtl')}</a>`
    : '';
  const heading = options.heading
    ? `<span class="gm-topbar__heading">${e(options.heading)}</span>`
    : '<span class="gm-topbar__spacer"></span>';
  const profile = `<a href="${e(`${menuPath(menu.slug)}/profile`)}" class="gm-icon-button" aria-label="${e(t('guest-menu:shell.profile'))}">${icon('user')}</a>`;
  // A view-only menu has no cart.
  const cart = menuTakesOrders(menu)
    ? `<a href="${e(`${menuPath(menu.slug)}/cart`)}" class="gm-icon-button gm-cart-icon" data-tour="cart">${icon('shopping-bag')}<span class="gl-visually-hidden">${e(t('guest-menu:cart.open', { n: 0 }))}</span></a>`
    : '';
  return (
    `<div class="gm"><a class="gm-skip" href="#main">${e(t('guest-menu:shell.skipToContent'))}</a>` +
    `<header class="${options.overlay ? 'gm-topbar gm-topbar--overlay' : 'gm-topbar'}">${back}${heading}${languagePicker(context)}${profile}${cart}</header>` +
    `<main id="main" class="gm-main" tabindex="-1">${main}</main></div>`
  );
}

/** OriginalMark: a place showing a text as written, in the menu's own language. */
const originalMark = ({ t, original }: PageContext) =>
  `<span class="gm-original">${e(t('guest-menu:content.original', { language: original.sourceName }))}</span>`;

/** A text in an element of its own language when shown untranslated. */
const inLanguage = ({ original }: PageContext, text: string) => {
  const lang = original.langOf(text);
  return lang ? `<span lang="${e(lang)}">${e(text)}</span>` : e(text);
};

function workDetails(context: PageContext): string {
  const { menu, t, now } = context;
  const { address, hours } = menu.settings.workDetails;
  const today = todayHours(hours, now);
  if (!address && !today) return '';
  const hidden = (text: string) => `<span class="gl-visually-hidden">${e(text)}: </span>`;
  const lines: string[] = [];
  if (address)
    lines.push(`<li>${icon('map-marker')}${hidden(t('guest-menu:details.address'))}${e(address)}</li>`);
  if (today) {
    let body = '';
    if (today.kind === 'text') body = inLanguage(context, today.text);
    if (today.kind === 'closed-today') {
      body = `<span class="gm-status gm-status--closed">${e(t('guest-menu:details.closedToday'))}</span>`;
    }
    if (today.kind === 'weekly') {
      const status = today.openNow ? 'gm-status gm-status--open' : 'gm-status gm-status--closed';
      const label = t(today.openNow ? 'guest-menu:details.openNow' : 'guest-menu:details.closedNow');
      body = `<span>${e(t('guest-menu:details.today', { open: today.open, close: today.close }))}</span><span class="${status}">${e(label)}</span>`;
    }
    lines.push(`<li>${icon('clock')}${hidden(t('guest-menu:details.hours'))}${body}</li>`);
  }
  return `<ul class="gm-details">${lines.join('')}</ul>`;
}

function hero(context: PageContext): string {
  const { menu, original } = context;
  const { hero: welcome, workDetails: details } = menu.settings;
  const lang = (text: string | null) => attrs({ lang: original.langOf(text) });
  const photo = menu.background
    ? img(menu.background, {
        width: 1600,
        height: 700,
        sizes: HERO_SIZES,
        className: 'gm-hero__image',
        eager: true,
      })
    : '';
  const logo = menu.logo
    ? img(menu.logo, { width: 72, height: 72, sizes: '72px', className: 'gm-hero__logo', eager: true })
    : '';
  const subtitle = menu.subTitle
    ? `<p class="gm-hero__subtitle"${lang(menu.subTitle)}>${e(menu.subTitle)}</p>`
    : '';
  const welcomeBlock =
    welcome.title || welcome.content
      ? `<div class="gm-hero__welcome">${welcome.title ? `<h2 class="gm-hero__welcome-title"${lang(welcome.title)}>${e(welcome.title)}</h2>` : ''}${welcome.content ? `<p${lang(welcome.content)}>${e(welcome.content)}</p>` : ''}</div>`
      : '';
  const hours = details.hours?.kind === 'text' ? details.hours.text : null;
  const mark = original.marked(menu.subTitle, welcome.title, welcome.content, hours)
    ? `<p class="gm-hero__mark">${originalMark(context)}</p>`
    : '';
  return `<header class="gm-hero"><div class="gm-hero__media">${photo}</div><div class="gm-hero__card">${logo}<h1 class="gm-hero__title">${e(menu.title)}</h1>${subtitle}${workDetails(context)}${welcomeBlock}${mark}</div></header>`;
}

function search({ t }: MarkupContext): string {
  return `<div role="search" class="gm-search" data-tour="search"><label for="gm-search" class="gl-visually-hidden">${e(t('guest-menu:search.label'))}</label>${icon('search', 'gm-search__icon')}<input${attrs(
    {
      id: 'gm-search',
      type: 'search',
      class: 'gm-search__input',
      placeholder: t('guest-menu:search.placeholder'),
      value: '',
      autocomplete: 'off',
      enterkeyhint: 'search',
    },
  )}></div>`;
}

function chips({ t, original }: PageContext, categories: readonly Category[]): string {
  if (categories.length === 0) return '';
  const items = categories
    .map((category, index) => {
      const active = index === 0;
      return `<li><a${attrs({
        href: `#${sectionId(category.id)}`,
        'data-category': category.id,
        class: active ? 'gm-chip gm-chip--active' : 'gm-chip',
        'aria-current': active ? 'true' : undefined,
        lang: original.langOf(category.title),
      })}>${e(category.title)}</a></li>`;
    })
    .join('');
  return `<nav class="gm-chips" aria-label="${e(t('guest-menu:nav.categories'))}" data-tour="categories"><ul class="gm-chips__list">${items}</ul></nav>`;
}

function itemTitle(item: Item, language: TLanguage): string {
  return item.settings.titleTranslate[language]?.trim() || item.title;
}

function cardPrice(item: Item, context: PageContext): string {
  const prices = item.settings.options.map((o) => o.price);
  const min = prices.length > 0 ? Math.min(...prices) : item.price;
  const max = prices.length > 0 ? Math.max(...prices) : item.price;
  const text = price(min, context.menu.currency, context.language);
  return min === max ? text : context.t('guest-menu:item.priceFrom', { price: text });
}

function card(item: Item, context: PageContext, eager: boolean, tourTarget: boolean): string {
  const { t, language, now, original } = context;
  const title = itemTitle(item, language);
  const lang = (text: string | null) => attrs({ lang: original.langOf(text) });
  const available = isAvailableNow(item.availability, now);
  const dimmed = item.soldOut || !available;
  const badge = item.soldOut
    ? `<span class="gm-badge gm-badge--sold-out">${e(t('guest-menu:item.soldOut'))}</span>`
    : !available && item.availability
      ? `<span class="gm-badge gm-badge--later">${e(t('guest-menu:item.notNow', { from: item.availability.from, to: item.availability.to }))}</span>`
      : '';
  const photo = item.images[0]
    ? img(item.images[0], { width: 112, height: 112, sizes: '112px', className: 'gm-card__photo', eager })
    : '';
  return (
    `<article${attrs({ class: dimmed ? 'gm-card gm-card--dimmed' : 'gm-card', 'data-tour': tourTarget ? 'item' : undefined })}>` +
    `<div class="gm-card__body"><h3 class="gm-card__title"><button type="button" class="gm-card__open"${lang(title)}>${e(title)}</button></h3>` +
    (item.subTitle ? `<p class="gm-card__subtitle"${lang(item.subTitle)}>${e(item.subTitle)}</p>` : '') +
    (item.description
      ? `<p class="gm-card__description"${lang(item.description)}>${e(item.description)}</p>`
      : '') +
    `<div class="gm-card__meta"><span class="gm-card__price">${e(cardPrice(item, context))}</span>${badge}${original.marked(title, item.subTitle, item.description) ? originalMark(context) : ''}</div></div>${photo}</article>`
  );
}

function section(category: Category, context: PageContext, first: boolean, firstItemId: string | null) {
  const { original } = context;
  const lang = (text: string | null) => attrs({ lang: original.langOf(text) });
  const mark = (heading: { title: string; subTitle: string | null }) =>
    original.marked(heading.title, heading.subTitle)
      ? `<p class="gm-section__mark">${originalMark(context)}</p>`
      : '';
  const list = (items: readonly Item[], eagerCount: number) =>
    `<div class="gm-items">${items.map((item, index) => card(item, context, index < eagerCount, item.id === firstItemId)).join('')}</div>`;
  const id = sectionId(category.id);
  const subtitle = (text: string | null) =>
    text ? `<p class="gm-section__subtitle"${lang(text)}>${e(text)}</p>` : '';
  const subs = category.subCategories
    .map(
      (sub) =>
        `<div class="gm-subsection"><h3 class="gm-subsection__title"${lang(sub.title)}>${e(sub.title)}</h3>${subtitle(sub.subTitle)}${mark(sub)}${list(sub.items, 0)}</div>`,
    )
    .join('');
  return (
    `<section id="${e(id)}" class="gm-section" aria-labelledby="${e(id)}-title" data-section="${e(category.id)}">` +
    `<h2 class="gm-section__title" id="${e(id)}-title"${lang(category.title)}>${e(category.title)}</h2>${subtitle(category.subTitle)}${mark(category)}` +
    `${category.items.length > 0 ? list(category.items, first ? EAGER_PHOTOS : 0) : ''}${subs}</section>`
  );
}

/** OrderingBanner: ordering paused (until when, the venue's note) or closed until the next opening. */
function orderingBanner({ menu, language, t, now, original }: PageContext): string {
  const notice = orderingNotice(menu, now);
  if (!notice) return '';
  const text = orderingNoticeText(notice, now, {
    language,
    currency: menu.currency,
    timeZone: menu.timeZone,
  });
  const note =
    notice.kind === 'paused' && notice.note
      ? `<p class="gm-ordering__note"${attrs({ lang: original.langOf(notice.note) })}>${e(notice.note)}</p>`
      : '';
  return `<div class="gm-ordering" role="status">${icon('clock')}<div class="gm-ordering__text"><p class="gm-ordering__title">${e(t(`guest-menu:${text.key}`, text.values))}</p>${note}</div></div>`;
}

/** OriginalNotice: nothing of the menu is translated into the guest's language. */
function originalNotice({ t, original }: PageContext): string {
  if (!original.whole) return '';
  return `<p class="gm-original-notice">${icon('globe')}<span>${e(t('guest-menu:content.originalMenu', { language: original.sourceName }))}</span></p>`;
}

const withMarks = (context: MarkupContext): PageContext => ({
  ...context,
  original: originalTexts(context.menu, context.language),
});

const countItems = (category: Category) =>
  category.items.length + category.subCategories.reduce((n, sub) => n + sub.items.length, 0);

export const visibleCategories = (menu: TPublicMenu) => menu.categories.filter((c) => countItems(c) > 0);

/**
 * MenuView's first screen: hero, the table banner's place (the app looks the table up), whether
 * ordering is paused or closed, search, category chips and the first categories' cards. The rest
 * of the menu comes with the app.
 */
export function menuPageMarkup(markup: MarkupContext, { table }: { table: boolean }): string {
  const context = withMarks(markup);
  const categories = visibleCategories(context.menu);
  const first = categories[0];
  const firstItemId = first?.items[0]?.id ?? first?.subCategories[0]?.items[0]?.id ?? null;
  const shown: Category[] = [];
  let cards = 0;
  for (const category of categories) {
    if (cards >= MIN_CARDS) break;
    shown.push(category);
    cards += countItems(category);
  }
  const banner = table ? '<p class="gm-table-banner gm-table-banner--pending" aria-hidden="true"></p>' : '';
  const main =
    hero(context) +
    banner +
    orderingBanner(context) +
    originalNotice(context) +
    `<div class="gm-sticky">${search(context)}${chips(context, categories)}</div>` +
    '<p class="gl-visually-hidden" aria-live="polite"></p>' +
    `<div class="gm-sections">${shown.map((c, i) => section(c, context, i === 0, firstItemId)).join('')}</div>`;
  return shell(context, { overlay: true }, main);
}

/** CategoriesView: the categories as picture cards. */
export function categoriesPageMarkup(context: MarkupContext): string {
  const { menu, t } = context;
  const { langOf } = originalTexts(menu, context.language);
  const cards = visibleCategories(menu)
    .map((category, index) => {
      const image = category.image
        ? img(category.image, {
            width: 320,
            height: 200,
            sizes: '(min-width: 640px) 300px, 50vw',
            className: 'gm-category-card__image',
            eager: index < 4,
          })
        : '<span class="gm-category-card__image gm-category-card__image--empty" aria-hidden="true"></span>';
      const href = `${menuPath(menu.slug)}#${sectionId(category.id)}`;
      return `<li><a href="${e(href)}" class="gm-category-card">${image}<span class="gm-category-card__title"${attrs({ lang: langOf(category.title) })}>${e(category.title)}</span><span class="gm-category-card__count">${e(t('guest-menu:categories.items', { n: countItems(category) }))}</span></a></li>`;
    })
    .join('');
  const main = `<div class="gm-page"><h1 class="gm-page__title">${e(t('guest-menu:categories.title'))}</h1><ul class="gm-category-grid">${cards}</ul></div>`;
  return shell(context, { backTo: menuPath(menu.slug), heading: menu.title }, main);
}
