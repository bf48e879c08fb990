import { STRUCTURE_DATA_COUNTS, type TSuperAdminStructure } from '@guestloop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack, renderAt } from '@/test/render';
import en from '../../../../../api/src/modules/i18n/locales/en/super-admin.json';
import { SuperAdminStrip, superAdminRoutes } from '../routes';

addEnglishPack('super-admin', en);

const SUPER_ADMIN = makeUser({ isSuperAdmin: true, structure: null, permissions: [] });
const HARBOUR: TSuperAdminStructure = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Harbour Bistro',
  slug: 'harbour-bistro',
  language: 'en',
  currency: 'EUR',
  userCount: 2,
  createdAt: '2026-01-10T09:00:00.000Z',
};
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

describe('super administrator console', { timeout: 20_000 }, () => {
  it('is closed to everyone but super administrators', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: makeUser() } });
    renderAt(superAdminRoutes, '/user/app/super-admin');
    expect(
      await screen.findByText('This page is for super administrators', {}, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('lists companies and deletes one only once its address is typed', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: SUPER_ADMIN },
      'GET /api/v1/super-admin/structures': { body: { ...page([HARBOUR]), pageSize: 20 } },
      [`GET /api/v1/super-admin/${HARBOUR.id}/structure`]: { body: HARBOUR },
      [`GET /api/v1/super-admin/${HARBOUR.id}/structure-data`]: {
        body: {
          structureId: HARBOUR.id,
          counts: { ...Object.fromEntries(STRUCTURE_DATA_COUNTS.map((key) => [key, 0])), orders: 40 },
        },
      },
      'GET /api/v1/super-admin/users': { body: page([]) },
      'GET /api/v1/super-admin/roles': { body: page([]) },
      [`DELETE /api/v1/super-admin/structure/${HARBOUR.id}`]: { body: { ok: true } },
    });
    renderAt(superAdminRoutes, '/user/app/super-admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Harbour Bistro' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: 'Harbour Bistro' })).toBeVisible();
    expect(screen.getByText('Orders').closest('li')).toHaveTextContent('40Orders');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('button', { name: 'Delete for good' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Type harbour-bistro to confirm'), 'harbour-bistr');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Type harbour-bistro to confirm'), 'o');
    await user.click(confirm);
    expect(await screen.findByText('Harbour Bistro was deleted')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(`/structure/${HARBOUR.id}`))).toBe(true);
  });

  it('says which company is taken over, and leaves it', async () => {
    const takeover = {
      id: '22222222-2222-4222-8222-222222222222',
      structure: { id: HARBOUR.id, name: HARBOUR.name },
      superAdmin: { name: 'Sam', email: 'sam@example.com' },
      reason: 'Menu fix',
      startedAt: '2026-01-10T09:00:00.000Z',
      endedAt: null,
    };
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: SUPER_ADMIN },
      'GET /api/v1/super-admin/take-over': { body: { takeover } },
      'POST /api/v1/super-admin/leave-structure': { body: { takeover: null } },
    });
    renderAt(
      [
        { index: true, element: <SuperAdminStrip /> },
        { path: 'super-admin/structures/:id', element: <p>Back on the company's page</p> },
      ],
      '/user/app',
    );
    expect(
      await screen.findByText(
        'You are working in Harbour Bistro as super administrator',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText("Back on the company's page")).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/leave-structure'))).toBe(true);
  });

  it("shows a company's administrators who took over their company, when and why", async () => {
    mockFetch({
      'GET /api/v1/profile': { body: makeUser() },
      'GET /api/v1/structure/takeovers': {
        body: {
          items: [
            {
              id: '33333333-3333-4333-8333-333333333333',
              structure: { id: HARBOUR.id, name: HARBOUR.name },
              superAdmin: { name: 'Sam Super', email: 'sam@example.com' },
              reason: 'Fixing the menu on request',
              startedAt: '2026-01-10T09:00:00.000Z',
              endedAt: null,
            },
          ],
        },
      },
    });
    renderAt(superAdminRoutes, '/user/app/company/takeovers');
    expect(await screen.findByText('Fixing the menu on request', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('Still working')).toBeVisible();
    expect(screen.getByRole('cell', { name: /Sam Super/ })).toBeVisible();
  });
});
