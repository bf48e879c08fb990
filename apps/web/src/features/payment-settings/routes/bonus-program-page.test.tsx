import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { paymentSettingsRoutes } from '../routes';
import { MENUS, OWNER, renderAt } from '../test-utils';

const URL = '/api/v1/online-menu/bonus-program';

describe('BonusProgramPage', { timeout: 20_000 }, () => {
  it('switches the program on at the suggested rate and shows what a guest earns', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: OWNER },
      'GET /api/v1/online-menus': { body: MENUS },
      [`GET ${URL}`]: { body: { ratePercent: 0 } },
      [`POST ${URL}`]: ({ body }) => ({ body }),
    });
    renderAt(paymentSettingsRoutes, '/user/app/bonus-program');
    const user = userEvent.setup();

    const toggle = await screen.findByRole('switch', { name: 'Guests earn bonus' }, { timeout: 5000 });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(screen.getByLabelText('Share of each paid order')).toHaveValue('5 %');
    expect(screen.getByText(/pays 40\.00 for the items of an order gets 2\.00 of bonus/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bonus program on: guests earn 5 %')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ratePercent: 5 });
    // Payments have their own section: the bonus program speaks only of bonuses.
    expect(screen.queryByRole('link', { name: 'Linden Café' })).not.toBeInTheDocument();
  });

  it('refuses a rate above the maximum and switching off sends 0', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: OWNER },
      'GET /api/v1/online-menus': { body: MENUS },
      [`GET ${URL}`]: { body: { ratePercent: 10 } },
      [`POST ${URL}`]: ({ body }) => ({ body }),
    });
    renderAt(paymentSettingsRoutes, '/user/app/bonus-program');
    const user = userEvent.setup();

    const rate = await screen.findByLabelText('Share of each paid order', {}, { timeout: 5000 });
    await user.clear(rate);
    await user.type(rate, '80');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number from 1 to 50.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('switch', { name: 'Guests earn bonus' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ratePercent: 0 }));
    expect(await screen.findByText('Bonus program switched off')).toBeInTheDocument();
  });
});
