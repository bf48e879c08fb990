import type { TStructure } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { COMPANY, emptyContacts } from '@/test/fixtures';
import { menusRoutes } from '../routes';
import { conflict, IDS, listEntry, MANAGER, menu, renderAt } from '../test-utils';

/** A company in Berlin: German, euros. */
const EURO_CAFE: TStructure = {
  ...COMPANY,
  language: 'de',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  logoUrl: null,
  settings: emptyContacts(),
};

const base = {
  'GET /api/v1/profile': { body: MANAGER },
  'GET /api/v1/locations/all': { body: { items: [] } },
};

describe('MenusPage', { timeout: 20_000 }, () => {
  it('lists the menus with their status, counts and a link to the editor', async () => {
    mockFetch({
      ...base,
      'GET /api/v1/online-menus': {
        body: {
          items: [
            listEntry('Linden Café', 'linden-cafe', { isActive: true, categoriesCount: 5, itemsCount: 25 }),
            listEntry('Rooftop Bar', 'rooftop-bar', { id: IDS.created, categoriesCount: 1, itemsCount: 1 }),
          ],
        },
      },
    });
    renderAt(menusRoutes, '/user/app/menus');

    const linden = (await screen.findByRole('link', { name: 'Linden Café' })).closest('li') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Linden Café' })).toHaveAttribute(
      'href',
      '/user/app/menus/linden-cafe',
    );
    expect(within(linden).getByText('Active')).toBeInTheDocument();
    expect(within(linden).getByText('/linden-cafe')).toBeInTheDocument();
    expect(within(linden).getByText('EUR')).toBeInTheDocument();
    expect(within(linden).getByText(/5 categories · 25 items/)).toBeInTheDocument();
    const bar = screen.getByRole('link', { name: 'Rooftop Bar' }).closest('li') as HTMLElement;
    expect(within(bar).getByText('Inactive')).toBeInTheDocument();
    expect(within(bar).getByText(/1 category · 1 item/)).toBeInTheDocument();
    expect(screen.getByText('2 menus')).toBeInTheDocument();
  });

  it('invites to create the first menu when there is none', async () => {
    mockFetch({ ...base, 'GET /api/v1/online-menus': { body: { items: [] } } });
    renderAt(menusRoutes, '/user/app/menus');
    expect(
      await screen.findByRole('heading', { name: 'No menus yet — create your first one' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create menu' }));
    expect(await screen.findByRole('dialog', { name: 'Create menu' })).toBeInTheDocument();
  });

  it('checks the title before sending, then shows a taken slug on its field', async () => {
    const { calls } = mockFetch({
      ...base,
      'GET /api/v1/online-menus': { body: { items: [] } },
      'POST /api/v1/online-menu/create': conflict({ reason: 'slug-taken', path: 'body.slug' }),
    });
    renderAt(menusRoutes, '/user/app/menus');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create menu' });

    await user.click(within(dialog).getByRole('button', { name: 'Create menu' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Title'), 'Summer Terrace');
    await user.type(within(dialog).getByLabelText('Slug (optional)'), 'Bad Slug');
    await user.click(within(dialog).getByRole('button', { name: 'Create menu' }));
    expect(
      await within(dialog).findByText(
        'Use lowercase Latin letters and digits, with single hyphens between them',
      ),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Slug (optional)'));
    await user.type(within(dialog).getByLabelText('Slug (optional)'), 'linden-cafe');
    await user.click(within(dialog).getByRole('button', { name: 'Create menu' }));
    expect(await within(dialog).findByText('Another menu already uses this slug')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Slug (optional)')).toHaveAttribute('aria-invalid', 'true');
    const sent = calls.find((call) => call.method === 'POST')?.body;
    expect(sent).toEqual({
      title: 'Summer Terrace',
      language: 'en',
      currency: 'USD',
      locationId: null,
      slug: 'linden-cafe',
    });
  });

  it("proposes the company's language and currency for a new menu, not the console's", async () => {
    const { calls } = mockFetch({
      ...base,
      'GET /api/v1/online-menus': { body: { items: [] } },
      'GET /api/v1/structure': { body: EURO_CAFE },
      'POST /api/v1/online-menu/create': conflict({ reason: 'slug-taken', path: 'body.slug' }),
    });
    renderAt(menusRoutes, '/user/app/menus');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create menu' });
    expect((await within(dialog).findAllByText(/^EUR/)).length).toBeGreaterThan(0);
    await user.type(within(dialog).getByLabelText('Title'), 'Frühstück');
    await user.click(within(dialog).getByRole('button', { name: 'Create menu' }));
    await within(dialog).findByText('Another menu already uses this slug');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      language: 'de',
      currency: 'EUR',
    });
  });

  it('opens the editor of a menu once it is created', async () => {
    const created = menu({ id: IDS.created, title: 'Summer Terrace', slug: 'summer-terrace' });
    const { categories: _c, ...info } = created;
    mockFetch({
      ...base,
      'GET /api/v1/online-menus': { body: { items: [] } },
      'POST /api/v1/online-menu/create': { body: info },
      'GET /api/v1/online-menu/edit/summer-terrace': { body: created },
    });
    const { router } = renderAt(menusRoutes, '/user/app/menus');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create menu' });
    await user.type(within(dialog).getByLabelText('Title'), 'Summer Terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Create menu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/app/menus/summer-terrace'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Terrace' })).toBeInTheDocument();
  });
});
