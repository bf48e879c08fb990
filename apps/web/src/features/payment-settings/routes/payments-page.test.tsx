import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { paymentSettingsRoutes } from '../routes';
import { MENUS, OWNER, renderAt, SLUG } from '../test-utils';

describe('PaymentsPage', { timeout: 20_000 }, () => {
  it('is its own section: each menu leads to the providers its guests pay with', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: OWNER },
      'GET /api/v1/online-menus': { body: MENUS },
    });
    renderAt(paymentSettingsRoutes, '/user/app/payments');

    expect(
      await screen.findByRole('heading', { name: 'Payments', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Linden Café' })).toHaveAttribute(
      'href',
      `/user/app/menus/${SLUG}/payments`,
    );
    expect(screen.queryByText('Bonus program')).not.toBeInTheDocument();
  });

  it('says what to do when there is no menu, or the role cannot list menus', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: OWNER },
      'GET /api/v1/online-menus': { body: { items: [] } },
    });
    const first = renderAt(paymentSettingsRoutes, '/user/app/payments');
    expect(await screen.findByText('No menus yet', {}, { timeout: 5000 })).toBeInTheDocument();
    first.unmount();

    mockFetch({ 'GET /api/v1/profile': { body: makeUser({ permissions: ['payments.manage'] }) } });
    renderAt(paymentSettingsRoutes, '/user/app/payments');
    expect(
      await screen.findByText(/Only people who manage menus can list them/, {}, { timeout: 5000 }),
    ).toBeVisible();
  });
});
