import type { TContentLanguage, TPublicMenu } from '@guestloop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCurrentLanguage } from '@/lib/current-language';
import { i18n } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import esGuestMenu from '../../../../../api/src/modules/i18n/locales/es/guest-menu.json';
import { makeMenu } from './menu-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const PATH = '/user/online-menu/linden-cafe';

/** The fixture menu as the server answers it to an English guest when it is written in German. */
const fromGerman = (content: Omit<TContentLanguage, 'shown' | 'source'>): TPublicMenu =>
  makeMenu({ contentLanguage: { shown: 'en', source: 'de', ...content } });

function mockMenu(menu: TPublicMenu | ((language: string) => TPublicMenu)) {
  return mockFetch({
    'GET /api/v1/online-menu/public/linden-cafe': (call) => ({
      body: typeof menu === 'function' ? menu(call.headers.language ?? '') : menu,
    }),
    'POST /api/v1/online-menu/linden-cafe/add-menu-view': { status: 204 },
    'POST /api/v1/online-menu/linden-cafe/add-item-view': { status: 204 },
  });
}

const card = (title: string) =>
  screen.getAllByRole('article').find((article) => within(article).queryByRole('button', { name: title }));

describe('a menu shown partly untranslated', () => {
  beforeEach(() => {
    resetStore();
    sessionStorage.clear();
  });
  afterEach(async () => {
    setCurrentLanguage('en');
    await act(() => i18n.changeLanguage('en'));
  });

  it('marks the places showing texts as written, naming their language, and gives the texts their lang', async () => {
    mockMenu(
      fromGerman({ original: ['Pancakes', 'Fluffy buttermilk pancakes', 'Breakfast'], translated: 12 }),
    );
    renderMenuApp(PATH);
    const pancakes = await screen.findByRole('button', { name: 'Pancakes' });
    expect(pancakes).toHaveAttribute('lang', 'de');
    expect(within(card('Pancakes') as HTMLElement).getByText('Original · German')).toBeInTheDocument();
    expect(screen.getByText('Fluffy buttermilk pancakes')).toHaveAttribute('lang', 'de');
    expect(screen.getByText('With maple syrup')).not.toHaveAttribute('lang');

    expect(screen.getByRole('button', { name: 'Latte' })).not.toHaveAttribute('lang');
    expect(within(card('Latte') as HTMLElement).queryByText('Original · German')).toBeNull();

    const breakfast = screen.getByRole('heading', { level: 2, name: 'Breakfast' });
    expect(breakfast).toHaveAttribute('lang', 'de');
    expect(
      within(breakfast.closest('section') as HTMLElement).getAllByText('Original · German'),
    ).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Breakfast' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading', { level: 2, name: 'Coffee' })).not.toHaveAttribute('lang');
    expect(screen.queryByText(/shown in its original language/)).toBeNull();
  });

  it('says once that nothing is translated instead of marking every place', async () => {
    mockMenu(fromGerman({ original: ['Latte', 'Pancakes', 'Coffee', 'Good morning!'], translated: 0 }));
    renderMenuApp(PATH);
    expect(
      await screen.findByText('This menu is shown in its original language: German.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Latte' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading', { level: 2, name: 'Good morning!' })).toHaveAttribute('lang', 'de');
    expect(screen.queryByText('Original · German')).toBeNull();
  });

  it('marks an item’s untranslated choices in its details', async () => {
    mockMenu(fromGerman({ original: ['Oat milk', 'Extras'], translated: 20 }));
    const user = userEvent.setup();
    renderMenuApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Latte' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Original · German')).toBeInTheDocument();
    expect(within(dialog).getByText('Oat milk')).toHaveAttribute('lang', 'de');
    expect(within(dialog).getByText('Extras')).toHaveAttribute('lang', 'de');
    expect(within(dialog).getByText('Whole milk')).not.toHaveAttribute('lang');
  });

  it('asks for the menu again in the language the guest picks, keeping the menu on screen meanwhile', async () => {
    i18n.addResourceBundle('es', 'guest-menu', esGuestMenu, true, true);
    const spanish = makeMenu({
      contentLanguage: { shown: 'es', source: 'en', original: ['Pancakes'], translated: 9 },
    });
    const latte = spanish.categories[0]!.items[0]!;
    spanish.categories[0]!.items[0] = { ...latte, title: 'Café con leche' };
    let answerSpanish = () => {};
    const spanishAsked = new Promise<void>((resolve) => {
      answerSpanish = resolve;
    });
    const { calls } = mockFetch({
      'GET /api/v1/online-menu/public/linden-cafe': async (call) => {
        if (call.headers.language !== 'es') return { body: makeMenu() };
        await spanishAsked;
        return { body: spanish };
      },
      'POST /api/v1/online-menu/linden-cafe/add-menu-view': { status: 204 },
    });
    renderMenuApp(PATH);
    expect(await screen.findByRole('button', { name: 'Latte' })).toBeInTheDocument();

    setCurrentLanguage('es');
    await act(() => i18n.changeLanguage('es'));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.url.endsWith('/public/linden-cafe')).map((c) => c.headers.language),
      ).toEqual(['en', 'es']),
    );
    // While the Spanish menu is on its way, the one shown stays (no loading placeholder).
    expect(screen.getByRole('button', { name: 'Latte' })).toBeInTheDocument();
    answerSpanish();
    expect(await screen.findByRole('button', { name: 'Café con leche' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pancakes' })).toHaveAttribute('lang', 'en');
    expect(within(card('Pancakes') as HTMLElement).getByText('Original · inglés')).toBeInTheDocument();
  });
});
