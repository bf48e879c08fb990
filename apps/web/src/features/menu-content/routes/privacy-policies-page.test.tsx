import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { menuContentRoutes } from '../routes';
import { EDITOR, renderAt } from '../test-utils';

const POLICY = {
  id: '9d1c2b3a-0000-4000-8000-000000000001',
  slug: 'privacy',
  title: 'Privacy at Linden Café',
  bodyHtml: '<p>We keep your phone number for your orders.</p>',
  language: 'en',
  updatedAt: '2026-03-02T10:00:00.000Z',
};

describe('PrivacyPoliciesPage', { timeout: 20_000 }, () => {
  it('lists the policies in cards, each with its language, link and edit button', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: EDITOR },
      'GET /api/v1/manager/privacy-policy/list': { body: { items: [POLICY] } },
    });
    renderAt(menuContentRoutes, '/user/app/privacy-policies');

    const list = await screen.findByRole('list', { name: 'Privacy policies' }, { timeout: 5000 });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Privacy at Linden Café' })).toBeVisible();
    expect(card).toHaveTextContent(/English · updated/);
    expect(
      within(card).getByRole('button', { name: 'Edit the policy Privacy at Linden Café' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'New policy' })).toBeVisible();
  });

  it('offers the first policy when there is none, and a retry when the list fails', async () => {
    let fail = true;
    mockFetch({
      'GET /api/v1/profile': { body: EDITOR },
      'GET /api/v1/manager/privacy-policy/list': () =>
        fail ? apiError(503, 'SERVICE_UNAVAILABLE') : { body: { items: [] } },
    });
    renderAt(menuContentRoutes, '/user/app/privacy-policies');

    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'No privacy policy yet' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'New policy' })).toHaveLength(1);
  });
});
