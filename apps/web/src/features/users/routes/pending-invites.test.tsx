import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeCompany } from '@/test/fixtures';
import { usersRoutes } from '../routes';
import { ADMIN, BEN, page, ROLES, renderAt, SELF, withOffsetParent } from '../test-utils';

withOffsetParent();

const MIA = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'mia@example.com',
  role: { slug: 'manager', name: 'Manager' },
  invitedBy: { name: 'Anna Smith' },
  createdAt: '2030-04-20T18:28:00.000Z',
  expiresAt: '2030-04-27T18:28:00.000Z',
  expired: false,
};
const LINK = {
  id: '22222222-2222-4222-8222-222222222222',
  email: null,
  role: { slug: 'waiter', name: 'Waiter' },
  invitedBy: null,
  createdAt: '2030-04-01T08:00:00.000Z',
  expiresAt: '2030-04-08T08:00:00.000Z',
  expired: true,
};

function api(invites: object[]) {
  let pending = [...invites];
  const result = mockFetch({
    'GET /api/v1/profile': { body: ADMIN },
    'GET /api/v1/structure': { body: makeCompany({ timeZone: 'Europe/Berlin' }) },
    'GET /api/v1/users': { body: page([SELF, BEN]) },
    'GET /api/v1/roles': { body: ROLES },
    'GET /api/v1/invites': () => ({ body: { items: pending } }),
    [`POST /api/v1/invites/${LINK.id}/resend`]: () => {
      pending = pending.map((i) =>
        i === LINK ? { ...LINK, expired: false, expiresAt: '2030-05-08T08:00:00.000Z' } : i,
      );
      return {
        body: {
          code: 'n'.repeat(32),
          url: `http://localhost/user/app/invite/${'n'.repeat(32)}`,
          expiresAt: '2030-05-08T08:00:00.000Z',
          emailSent: false,
        },
      };
    },
    [`DELETE /api/v1/invites/${MIA.id}`]: () => {
      pending = pending.filter((i) => i !== MIA);
      return { body: { ok: true } };
    },
  });
  return result;
}

const panel = async () =>
  (await screen.findByRole('heading', { name: 'Pending invitations' }, { timeout: 5000 })).closest(
    'section',
  ) as HTMLElement;

describe('pending invitations', { timeout: 20_000 }, () => {
  it('lists who was invited, into which role, by whom, when, and until when, in the café’s time', async () => {
    api([MIA, LINK]);
    renderAt(usersRoutes, '/user/app/users');
    const list = within(await panel());
    expect(await list.findByText('mia@example.com')).toBeVisible();
    expect(await list.findByText('Manager · invited by Anna Smith, 20 Apr 2030, 20:28')).toBeVisible();
    expect(list.getByText('Works until 27 Apr 2030, 20:28')).toBeVisible();
    expect(list.getByText('Link shared by hand')).toBeVisible();
    expect(list.getByText('Expired 8 Apr 2030, 10:00: send it again for a new link')).toBeVisible();
  });

  it('sends an invitation again and shows its new link', async () => {
    const { calls } = api([MIA, LINK]);
    renderAt(usersRoutes, '/user/app/users');
    const user = userEvent.setup();
    const list = within(await panel());
    await user.click(
      await list.findByRole('button', { name: 'Send the invitation for Link shared by hand again' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Invitation sent again' });
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue(
      `http://localhost/user/app/invite/${'n'.repeat(32)}`,
    );
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(`/invites/${LINK.id}/resend`))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await list.findByText('Works until 8 May 2030, 10:00')).toBeVisible();
  });

  it('withdraws an invitation after asking', async () => {
    const { calls } = api([MIA]);
    renderAt(usersRoutes, '/user/app/users');
    const user = userEvent.setup();
    const list = within(await panel());
    await user.click(
      await list.findByRole('button', { name: 'Withdraw the invitation for mia@example.com' }),
    );
    const ask = await screen.findByRole('alertdialog', {
      name: 'Withdraw the invitation for mia@example.com?',
    });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(`/invites/${MIA.id}`))).toBe(true),
    );
    expect(await list.findByText('No invitations are waiting to be accepted.')).toBeVisible();
  });
});
