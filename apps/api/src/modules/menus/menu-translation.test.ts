import { type TLanguage, type TPublicMenu, ZPublicMenu } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTranslationProviderFrom,
  type LanguagePair,
  type TranslationEngine,
} from '../../providers/translation';
import { createTestApp, type TestApp } from '../../test/app';
import { type Company, newCompany } from '../structure/structure.test-support';
import { menuTranslatableTexts } from './index';
import { makeMenu } from './menus.test-support';

/** An engine in memory covering en→es only: writes `es:<text>`, and keeps what it was asked. */
function fakeEngine() {
  const asked: string[] = [];
  const engine: TranslationEngine = {
    id: 'apertium',
    pairs: async () => new Set<LanguagePair>(['en>es']),
    async translate(texts: string[], _from: TLanguage, to: TLanguage) {
      asked.push(...texts.map((text) => `${to}:${text}`));
      return texts.map((text) => `${to}:${text}`);
    },
  };
  return { engine, asked };
}

const item = (menu: TPublicMenu) => menu.categories[0]!.items[0]!;

describe('the public menu in the guest’s language', () => {
  let t: TestApp;
  let company: Company;
  let made: Awaited<ReturnType<typeof makeMenu>>;
  const fake = fakeEngine();
  const changed: { structureId: string; language: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { providers: { translation: createTranslationProviderFrom([fake.engine]) } });
    company = await newCompany(t);
    made = await makeMenu(company.api);
    await company.api.post(made.base, {
      subTitle: 'Coffee by the river',
      settings: { hero: { title: 'Good morning', content: 'Order at your table' } },
    });
    await company.api.post(`${made.base}/active`, { isActive: true });
    t.app.events.on('content-translations.changed', (event) => {
      changed.push(event);
    });
  });
  afterAll(() => t.close());

  const load = (slug: string, language?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/online-menu/public/${slug}`,
      headers: { ...(language ? { language } : {}), ...headers },
    });
  const menuIn = async (slug: string, language?: string) => {
    const res = await load(slug, language);
    expect(res.statusCode).toBe(200);
    return { menu: ZPublicMenu.parse(res.json()), etag: res.headers.etag as string };
  };
  /** The fill job runs in the background: loads until the menu reads as `done` says. */
  const eventually = (slug: string, language: string, done: (menu: TPublicMenu) => boolean) =>
    vi.waitFor(
      async () => {
        const shown = await menuIn(slug, language);
        if (!done(shown.menu)) throw new Error('not yet');
        return shown;
      },
      { timeout: 15_000, interval: 100 },
    );

  it('shows a Spanish guest the originals marked at first, then the Spanish texts once the engine answered', async () => {
    const english = await menuIn(made.slug);
    expect(english.menu.contentLanguage).toEqual({ shown: 'en', source: 'en', original: [], translated: 0 });

    const first = await menuIn(made.slug, 'es');
    expect(first.etag).not.toBe(english.etag);
    expect(item(first.menu).title).toBe('Flat white');
    expect(first.menu.contentLanguage).toMatchObject({ shown: 'es', source: 'en', translated: 0 });
    expect(first.menu.contentLanguage?.original).toEqual(
      expect.arrayContaining([
        'Flat white',
        'Coffee',
        'Cold coffee',
        'Milk',
        'Oat',
        'Regular',
        'Good morning',
      ]),
    );
    expect((await load(made.slug, 'es')).headers.vary).toBe('Accept-Encoding, Language');

    const { menu, etag } = await eventually(made.slug, 'es', (m) => m.contentLanguage?.translated !== 0);
    expect(etag).not.toBe(first.etag);
    expect(menu.contentLanguage?.original).toEqual([]);
    expect(menu.title).toBe('Garden Menu');
    expect(menu.subTitle).toBe('es:Coffee by the river');
    expect(menu.settings.hero).toEqual({ title: 'es:Good morning', content: 'es:Order at your table' });
    const category = menu.categories[0]!;
    expect(category.title).toBe('es:Coffee');
    expect(category.subCategories[0]!.title).toBe('es:Cold coffee');
    expect(item(menu)).toMatchObject({
      title: 'es:Flat white',
      price: 390,
      settings: {
        allergenText: 'es:Milk',
        options: [{ name: 'es:Regular', price: 390 }],
        addons: [{ name: 'es:Milk', options: [{ name: 'es:Oat', price: 50 }] }],
      },
    });
    // The same text in two places was asked of the engine once.
    expect(fake.asked.filter((text) => text === 'es:Milk')).toHaveLength(1);
    // Orders are priced from the menu as written.
    const snapshot = await t.app.menuSnapshots.current(made.slug);
    expect(snapshot?.items.get(item(menu).id)?.title).toBe('Flat white');
    expect((await load(made.slug, 'es', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('shows a staff correction on the next load, and reuses it for the same dish in another menu', async () => {
    await eventually(made.slug, 'es', (m) => item(m).title === 'es:Flat white');
    const correction = { source: 'Flat white', from: 'en', to: 'es', text: 'Café con leche' };
    expect((await company.api.post('/translation/correction', correction)).statusCode).toBe(204);
    expect(item((await menuIn(made.slug, 'es')).menu)).toMatchObject({ title: 'Café con leche' });

    const terrace = await makeMenu(company.api, 'Terrace');
    await company.api.post(`${terrace.base}/active`, { isActive: true });
    const other = (await menuIn(terrace.slug, 'es')).menu;
    expect(item(other).title).toBe('Café con leche');
    expect(other.categories[0]!.title).toBe('es:Coffee');
    expect(other.contentLanguage?.original).toEqual([]);
    expect(fake.asked.filter((text) => text === 'es:Flat white')).toHaveLength(1);
  });

  it('keeps a human title written into the item for that language', async () => {
    await company.api.post(`${made.base}/item/${made.item.id}`, { titleTranslate: { es: 'Blanco plano' } });
    expect(item((await menuIn(made.slug, 'es')).menu).title).toBe('Blanco plano');
  });

  it('shows a German guest (no engine covers the pair) the originals marked, without an error', async () => {
    const first = await menuIn(made.slug, 'de');
    expect(item(first.menu).title).toBe('Flat white');
    expect(first.menu.contentLanguage).toMatchObject({ shown: 'de', source: 'en', translated: 0 });
    expect(first.menu.contentLanguage?.original).toContain('Flat white');
    // Once the job found no engine, the memory says so and nothing changes for the guest.
    await vi.waitFor(
      () => expect(changed).toContainEqual({ structureId: company.structureId, language: 'de' }),
      { timeout: 15_000 },
    );
    const later = await menuIn(made.slug, 'de');
    expect(item(later.menu).title).toBe('Flat white');
    expect(later.menu.contentLanguage?.original).toEqual(first.menu.contentLanguage?.original);
    expect(fake.asked.filter((text) => text.startsWith('de:'))).toEqual([]);
  });

  it('answers the menu’s own language for no Language header, an unknown one or its own', async () => {
    const own = await menuIn(made.slug);
    for (const language of ['xx', 'en', ' EN ']) {
      const shown = await menuIn(made.slug, language);
      expect(shown.etag).toBe(own.etag);
      expect(shown.menu.contentLanguage?.shown).toBe('en');
    }
    expect((await menuIn(made.slug, ' ES ')).menu.contentLanguage?.shown).toBe('es');
  });

  it('lists each text of a menu once for the staff translation editor, and no other company’s menu', async () => {
    const listed = await menuTranslatableTexts(t.app.db, company.structureId, made.slug);
    expect(listed).toMatchObject({ title: 'Garden Menu', language: 'en', menuId: made.menu.id });
    const texts = listed?.texts ?? [];
    expect(texts.map((entry) => entry.text)).toEqual([
      'Coffee by the river',
      'Good morning',
      'Order at your table',
      'Coffee',
      'Flat white',
      'Milk',
      'Regular',
      'Oat',
      'Cold coffee',
    ]);
    expect(texts.find((entry) => entry.text === 'Flat white')).toEqual({
      id: `item.${made.item.id}.title`,
      label: 'item › Flat white › title',
      text: 'Flat white',
    });
    expect(texts.find((entry) => entry.text === 'Oat')?.label).toBe('item › Flat white › addon 1 › option 1');
    const stranger = await newCompany(t);
    expect(await menuTranslatableTexts(t.app.db, stranger.structureId, made.slug)).toBeNull();
  });
});
