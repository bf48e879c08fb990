import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { locationsRoutes } from '../routes';
import { IDS, location, MANAGER, node, renderAt, tree } from '../test-utils';

const HARBOUR = location(IDS.harbour, 'Harbour Café');
const base = {
  'GET /api/v1/profile': { body: MANAGER },
  [`GET /api/v1/location/${IDS.harbour}`]: { body: HARBOUR },
  'GET /api/v1/tree': { body: tree([node(IDS.garden, 'Garden Bistro', null)]) },
};
const conflict = (details: unknown) => ({
  status: 409,
  body: { statusCode: 409, code: 'CONFLICT', message: 'Conflict', details },
});

describe('LocationPage', { timeout: 20_000 }, () => {
  it('shows the location under its name as the heading', async () => {
    mockFetch(base);
    renderAt(locationsRoutes, `/user/app/locations/${IDS.harbour}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Café' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Harbour Café');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Quay Street');
  });

  it('asks again when other records depend on the location, then deletes them all', async () => {
    const { calls } = mockFetch({
      ...base,
      [`DELETE /api/v1/location/${IDS.harbour}/delete`]: (call) =>
        call.url.includes('confirm=true')
          ? { body: { ok: true, deletedIds: [IDS.harbour, IDS.terrace, IDS.bar] } }
          : conflict({ reason: 'has-dependents', dependents: { subLocations: 2, users: 1 } }),
    });
    const { router } = renderAt(
      [...locationsRoutes, { path: 'locations', element: <h1>List</h1> }],
      `/user/app/locations/${IDS.harbour}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Harbour Café?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('2 sub-locations')).toBeInTheDocument();
    expect(within(dialog).getByText('the assignment of 1 user')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/app/locations'));
    expect(
      await screen.findByText(/Harbour Café and its sub-locations have been deleted/),
    ).toBeInTheDocument();
    const deletes = calls.filter((call) => call.method === 'DELETE').map((call) => call.url);
    expect(deletes).toEqual([
      `/api/v1/location/${IDS.harbour}/delete`,
      `/api/v1/location/${IDS.harbour}/delete?confirm=true`,
    ]);
  });

  it('explains that the last location cannot be deleted', async () => {
    mockFetch({
      ...base,
      [`DELETE /api/v1/location/${IDS.harbour}/delete`]: conflict({ reason: 'last-location' }),
    });
    renderAt(locationsRoutes, `/user/app/locations/${IDS.harbour}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete location' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: "This location can't be deleted" })).toBeInTheDocument();
    expect(screen.getByText(/only location/)).toBeInTheDocument();
  });

  it('puts a server validation message on the field it names', async () => {
    const { calls } = mockFetch({
      ...base,
      [`POST /api/v1/location/${IDS.harbour}/update`]: {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid',
          details: [{ path: 'body.settings.socials.instagram', code: 'custom', message: 'invalid_url' }],
        },
      },
    });
    renderAt(locationsRoutes, `/user/app/locations/${IDS.harbour}`);
    const user = userEvent.setup();
    // A link the browser-side rule accepts; the server has the last word.
    await user.type(await screen.findByLabelText('Instagram'), 'https://instagram.com/harbour');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const field = screen.getByLabelText('Instagram');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      'Enter a full public link, e.g. https://instagram.com/yourplace',
    );
    expect(field).toHaveFocus();
    const body = calls.find((call) => call.url.endsWith('/update'))?.body as {
      settings: { socials: object };
    };
    expect(body.settings.socials).toMatchObject({ instagram: 'https://instagram.com/harbour' });
  });

  it('checks links, phones and hours before saving, and saves a weekly schedule', async () => {
    const { calls } = mockFetch({
      ...base,
      [`POST /api/v1/location/${IDS.harbour}/update`]: (call) => ({
        body: { ...HARBOUR, name: (call.body as { name: string }).name },
      }),
    });
    renderAt(locationsRoutes, `/user/app/locations/${IDS.harbour}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Facebook'), 'http://192.168.0.1/page');
    await user.type(screen.getByLabelText('WhatsApp'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a full public link, e.g. https://instagram.com/yourplace'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('WhatsApp')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.url.endsWith('/update'))).toBe(false);

    await user.clear(screen.getByLabelText('Facebook'));
    await user.clear(screen.getByLabelText('WhatsApp'));
    await user.type(screen.getByLabelText('WhatsApp'), '+380 (50) 123-45-67');
    expect(screen.getByRole('link', { name: 'https://wa.me/380501234567' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weekly schedule' }));
    await user.click(screen.getByRole('switch', { name: 'Open on Sunday' }));
    const closes = screen.getByLabelText('Closes on Saturday');
    await user.clear(closes);
    await user.type(closes, '02:00');
    expect(screen.getByText('Closes after midnight, the next day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The location has been saved.')).toBeInTheDocument();
    const body = calls.find((call) => call.url.endsWith('/update'))?.body as {
      settings: {
        messengers: object;
        workDetails: { hours: { kind: string; days: Record<string, unknown> } };
      };
    };
    expect(body.settings.messengers).toMatchObject({ whatsapp: '+380 (50) 123-45-67' });
    expect(body.settings.workDetails.hours.kind).toBe('weekly');
    expect(body.settings.workDetails.hours.days.sun).toBeNull();
    expect(body.settings.workDetails.hours.days.sat).toEqual({ open: '10:00', close: '02:00' });
  });

  it('asks before leaving with unsaved changes', async () => {
    mockFetch(base);
    const { router } = renderAt(
      [...locationsRoutes, { path: 'locations', element: <h1>List</h1> }],
      `/user/app/locations/${IDS.harbour}`,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), ' & Bar');
    await user.click(screen.getByRole('link', { name: 'All locations' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe(`/user/app/locations/${IDS.harbour}`);
    expect(screen.getByLabelText('Name')).toHaveValue('Harbour Café & Bar');
  });

  it('says so when the location does not exist', async () => {
    mockFetch({
      ...base,
      [`GET /api/v1/location/${IDS.bar}`]: {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Location not found' },
      },
    });
    renderAt(locationsRoutes, `/user/app/locations/${IDS.bar}`);
    expect(await screen.findByRole('heading', { name: "This location doesn't exist" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All locations' })).toHaveAttribute(
      'href',
      '/user/app/locations',
    );
  });
});
