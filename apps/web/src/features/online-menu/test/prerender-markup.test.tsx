import { type TMenuImage, type TPublicMenu, ZPublicMenu } from '@guestloop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TourProvider } from '@/lib/tour';
import { addEnglishPack } from '@/test/render';
import { DEMO_MENU, DEMO_MENU_INFO, type DemoCategory } from '../../../../../api/src/db/seed/demo-menu-data';
import { translator } from '../../../../../api/src/lib/prerender/language';
import enCommon from '../../../../../api/src/modules/i18n/locales/en/common.json';
import enGuestMenu from '../../../../../api/src/modules/i18n/locales/en/guest-menu.json';
import { menuPageMarkup } from '../../../../../api/src/modules/menus/prerender-markup';
import { MenuProvider } from '../components/menu-context';
import { MenuView } from '../components/menu-view';

/**
 * The server writes the guest menu's first screen by hand (apps/api/src/modules/menus/
 * prerender-markup.ts) so that it looks the same before and after the app takes over; this test
 * keeps the two in step. Both render the demo menu at the same moment, and everything the server
 * writes is compared with what React writes for it: the top bar, the hero, the search and
 * category chips, the live region and each category section the server renders (it stops after
 * the first screen's cards, and leaves out what comes below: related items, info cards, footer,
 * cart bar). Compared after normalising: attribute order, whitespace between and around texts,
 * React's comment markers, and the ids React makes with useId (matched by the labels that name
 * them, and React Router's `data-discover` on links). A change to either side alone fails here.
 */

let ids = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
const photo = (name: string): TMenuImage => {
  const stem = `/media/demo/${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return {
    imageId: uuid(),
    src: `${stem}.webp`,
    width: 960,
    height: 720,
    variants: { '320': `${stem}-320.webp`, '640': `${stem}-640.webp`, '960': `${stem}.webp` },
  };
};

/** The demo menu as the public menu answer carries it (the seed's data, photos as stored). */
function demoMenu(): TPublicMenu {
  const category = (source: DemoCategory): Record<string, unknown> => {
    const id = uuid();
    const items = source.items.map((item) => ({
      id: uuid(),
      categoryId: id,
      title: item.title,
      subTitle: item.subTitle ?? null,
      description: item.description ?? null,
      price: item.price,
      images: [photo(item.title)],
      soldOut: item.soldOut ?? false,
      availability: item.availability ?? null,
      settings: {
        titleTranslate: item.titleTranslate ?? {},
        allergenText: item.allergenText ?? null,
        options: item.options ?? [],
        addons: item.addons ?? [],
        relatedItemIds: [],
      },
    }));
    return {
      id,
      title: source.title,
      subTitle: source.subTitle ?? null,
      image: items[0]?.images[0] ?? null,
      items,
      subCategories: (source.subCategories ?? []).map((sub) => ({
        ...category(sub),
        subCategories: undefined,
      })),
    };
  };
  return ZPublicMenu.parse({
    id: uuid(),
    slug: 'linden-cafe',
    ...DEMO_MENU_INFO,
    language: 'en',
    currency: 'EUR',
    logo: photo('linden logo'),
    background: { ...photo('linden cover'), width: 1600, height: 700 },
    version: 7,
    settings: { ...DEMO_MENU_INFO.settings, relatedItems: { title: null, itemIds: [] } },
    categories: DEMO_MENU.map(category),
  });
}

/** What the server pre-renders (prerender.ts builds the same context from the guest pack). */
function serverMarkup(menu: TPublicMenu, now: Date): string {
  const t = translator({ common: enCommon, 'guest-menu': enGuestMenu });
  return menuPageMarkup({ menu, language: 'en', t, now }, { table: false });
}

/** What React renders for the same page and moment. */
function reactMarkup(menu: TPublicMenu): string {
  addEnglishPack('guest-menu', enGuestMenu);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <TourProvider>
        <MemoryRouter initialEntries={[`/user/online-menu/${menu.slug}`]}>
          <MenuProvider menu={menu}>
            <MenuView />
          </MenuProvider>
        </MemoryRouter>
      </TourProvider>
    </QueryClientProvider>,
  );
}

const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

/** Ids a label points at become "label-target-<n>" in document order (React's come from useId). */
function renameLabelTargets(root: DocumentFragment | Element) {
  let n = 0;
  for (const label of root.querySelectorAll('label[for]')) {
    const target = label.getAttribute('for') as string;
    const name = `label-target-${++n}`;
    root.querySelector(`[id="${CSS.escape(target)}"]`)?.setAttribute('id', name);
    label.setAttribute('for', name);
  }
}

/** React Router marks its links for route discovery; nothing a guest sees. */
const ROUTER_ONLY = new Set(['data-discover']);

/** An element as comparable text: sorted attributes, texts trimmed and joined, no comments. */
function canonical(node: Node): string {
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const attributes = [...element.attributes]
    .filter((a) => !ROUTER_ONLY.has(a.name))
    .map((a) => `${a.name}="${a.value}"`)
    .sort()
    .join(' ');
  const parts: string[] = [];
  let text = '';
  const flush = () => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (trimmed) parts.push(JSON.stringify(trimmed));
    text = '';
  };
  for (const child of element.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
    else if (child.nodeType === Node.ELEMENT_NODE) {
      flush();
      parts.push(canonical(child));
    }
  }
  flush();
  const tag = element.tagName.toLowerCase();
  return `<${tag}${attributes ? ` ${attributes}` : ''}>${parts.join('')}</${tag}>`;
}

/** The parts of the page the server writes, each as canonical text, from either markup. */
function firstScreen(html: string, sectionCount?: number) {
  const root = parse(html);
  renameLabelTargets(root);
  const one = (selector: string) => {
    const found = root.querySelector(selector);
    return found ? canonical(found) : `(no ${selector})`;
  };
  const sections = [...root.querySelectorAll('.gm-sections > .gm-section')].map(canonical);
  // The page's blocks in order, down to the sections (what follows them is the app's alone).
  const blocks: string[] = [];
  for (const block of root.querySelector('.gm-main')?.children ?? []) {
    blocks.push(`${block.tagName.toLowerCase()}.${block.className}`);
    if (block.classList.contains('gm-sections')) break;
  }
  return {
    blocks,
    skipLink: one('.gm > .gm-skip'),
    topBar: one('.gm > .gm-topbar'),
    hero: one('.gm-main > .gm-hero'),
    ordering: one('.gm-main > .gm-ordering'),
    originalNotice: one('.gm-main > .gm-original-notice'),
    sticky: one('.gm-main > .gm-sticky'),
    liveRegion: one('.gm-main > p[aria-live]'),
    sections: sectionCount === undefined ? sections : sections.slice(0, sectionCount),
  };
}

describe("the server's first screen of the guest menu and React's", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Mid-morning breakfast is served; mid-afternoon its items say when they are (badges, dimming).
  it.each([
    ['at breakfast time', new Date(2025, 0, 6, 9, 30)],
    ['in the afternoon', new Date(2025, 0, 6, 15, 45)],
  ])('renders the same markup for the demo menu %s', (_when, now) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const menu = demoMenu();
    const server = firstScreen(serverMarkup(menu, now));
    const react = firstScreen(reactMarkup(menu), server.sections.length);

    expect(server.sections.length).toBeGreaterThan(0);
    expect(server.hero).toContain('Linden Café');
    expect(server).toEqual(react);
  });

  // The venue's ordering comes with the menu: the first screen says it as the app will.
  it.each([
    [
      'paused until the evening, with a note',
      { pause: { paused: true, until: '2025-01-06T20:30:00.000Z', note: 'Back after the rush' } },
      'Ordering is paused — back at 21:30',
    ],
    [
      'closed for orders until the next morning',
      {
        ordering: { onlyWithinHours: true },
        hours: {
          kind: 'weekly' as const,
          days: Object.fromEntries(
            ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
              day,
              { open: '08:00', close: '17:00' },
            ]),
          ),
        },
      },
      "We're closed now — ordering opens on Tuesday at 08:00",
    ],
    ['view-only, without a cart', { ordering: { viewOnly: true } }, null],
  ])('renders the same ordering state for a menu %s', (_state, change, words) => {
    const now = new Date('2025-01-06T19:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const demo = demoMenu();
    const settings = demo.settings;
    const menu: TPublicMenu = {
      ...demo,
      timeZone: 'Europe/Berlin',
      settings: {
        ...settings,
        ordering: { ...settings.ordering, ...('ordering' in change ? change.ordering : {}) },
        pause: 'pause' in change ? change.pause : settings.pause,
        workDetails: {
          ...settings.workDetails,
          hours:
            'hours' in change
              ? (change.hours as TPublicMenu['settings']['workDetails']['hours'])
              : settings.workDetails.hours,
        },
      },
    };
    const server = firstScreen(serverMarkup(menu, now));
    const react = firstScreen(reactMarkup(menu), server.sections.length);

    expect(server).toEqual(react);
    if (words) expect(server.ordering).toContain(words);
    else {
      expect(server.ordering).toBe('(no .gm-main > .gm-ordering)');
      expect(server.topBar).not.toContain('gm-cart-icon');
    }
  });

  // A guest reading another language than the menu's: what is still untranslated carries its
  // language and a mark, or, when nothing is translated, the page says so once.
  it.each([
    ['partly translated', (texts: string[]) => texts.filter((_, i) => i % 3 === 0), 40],
    ['not translated at all', (texts: string[]) => texts, 0],
  ])('renders the same marks for a menu %s', (_state, untranslated, translated) => {
    const now = new Date(2025, 0, 6, 9, 30);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const demo = demoMenu();
    const texts = [
      demo.subTitle ?? '',
      demo.settings.hero.title ?? '',
      ...demo.categories.flatMap((c) => [
        c.title,
        c.subTitle ?? '',
        ...[c, ...c.subCategories].flatMap((part) =>
          part.items.flatMap((item) => [item.title, item.subTitle ?? '', item.description ?? '']),
        ),
      ]),
    ].filter(Boolean);
    const original = untranslated(texts);
    const menu: TPublicMenu = {
      ...demo,
      contentLanguage: { shown: 'en', source: 'de', original, translated },
    };
    const server = firstScreen(serverMarkup(menu, now));
    const react = firstScreen(reactMarkup(menu), server.sections.length);

    expect(server).toEqual(react);
    expect(server.sections.join('')).toContain('lang="de"');
    if (translated === 0) {
      expect(server.originalNotice).toContain('This menu is shown in its original language: German.');
      expect(server.sections.join('')).not.toContain('gm-original');
    } else {
      expect(server.originalNotice).toBe('(no .gm-main > .gm-original-notice)');
      expect(server.sections.join('')).toContain('"Original · German"');
    }
  });
});
