import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetPrerendered } from '@/lib/prerendered';
import { mockFetch } from '@/test/fetch-mock';
import { MENU_DATA_ID, prerenderedMenu } from '../api/prerendered-menu';
import { makeMenu } from './menu-fixture';
import { renderMenuApp, resetStore } from './render-menu';

/** What the API's pre-render puts in the page (modules/menus/prerender.ts), `<` escaped. */
function inlineMenu(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = MENU_DATA_ID;
  block.textContent = json.replace(/</g, '\\u003c');
  document.body.append(block);
}

describe('a pre-rendered guest menu page', () => {
  beforeEach(() => {
    resetStore();
    forgetPrerendered();
  });
  afterEach(() => {
    document.getElementById(MENU_DATA_ID)?.remove();
    forgetPrerendered();
  });

  it('shows the inlined menu at once, without asking the API for it', async () => {
    inlineMenu(JSON.stringify(makeMenu({ title: 'Linden </script> Café' })));
    const { calls } = mockFetch({
      'POST /api/v1/online-menu/linden-cafe/add-menu-view': { status: 204 },
    });
    renderMenuApp('/user/online-menu/linden-cafe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Linden </script> Café' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/add-menu-view'))).toBe(true));
    expect(calls.some((c) => c.url.includes('/online-menu/public/'))).toBe(false);
  });

  it('fetches the menu when the inlined one is of another menu', async () => {
    inlineMenu(JSON.stringify(makeMenu({ slug: 'other-menu', title: 'Other' })));
    const { calls } = mockFetch({
      'GET /api/v1/online-menu/public/linden-cafe': { body: makeMenu() },
      'POST /api/v1/online-menu/linden-cafe/add-menu-view': { status: 204 },
    });
    renderMenuApp('/user/online-menu/linden-cafe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linden Café' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/online-menu/public/linden-cafe'))).toBe(true);
  });

  it('uses the inlined menu only for the language its texts are in', () => {
    inlineMenu(
      JSON.stringify(
        makeMenu({ contentLanguage: { shown: 'es', source: 'en', original: [], translated: 3 } }),
      ),
    );
    expect(prerenderedMenu('linden-cafe', 'es')?.contentLanguage?.shown).toBe('es');
    expect(prerenderedMenu('linden-cafe', 'en')).toBeUndefined();
  });

  it('ignores a block that does not parse', () => {
    inlineMenu('{not json');
    expect(prerenderedMenu('linden-cafe', 'en')).toBeUndefined();
  });
});
