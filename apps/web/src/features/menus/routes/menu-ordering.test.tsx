import type { TMenu, TUpdateMenuBody } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { menusRoutes } from '../routes';
import { fullMenu, MANAGER, renderAt } from '../test-utils';

/** The API's side: the menu as stored; a save merges the settings sections sent. */
let stored: TMenu = fullMenu();
const save = (call: RecordedCall) => {
  const body = call.body as TUpdateMenuBody;
  const { pause, ordering } = body.settings ?? {};
  stored = {
    ...stored,
    settings: {
      ...stored.settings,
      ...(ordering ? { ordering: ordering as TMenu['settings']['ordering'] } : {}),
      ...(pause
        ? { pause: { paused: pause.paused, until: pause.until ?? null, note: pause.note ?? null } }
        : {}),
    },
  };
  const { categories: _c, ...info } = stored;
  return { body: info };
};
const base = {
  'GET /api/v1/profile': { body: MANAGER },
  'GET /api/v1/locations/all': { body: { items: [] } },
  'GET /api/v1/online-menu/edit/linden-cafe': () => ({ body: stored }),
  'POST /api/v1/online-menu/edit/linden-cafe': save,
};
const PATH = '/user/app/menus/linden-cafe';
const saves = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.url.endsWith('/online-menu/edit/linden-cafe'))
    .map((call) => call.body as TUpdateMenuBody);

beforeEach(() => {
  stored = fullMenu();
});

async function openSettings() {
  renderAt(menusRoutes, PATH);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Settings' }, { timeout: 5000 }));
  const section = screen.getByRole('region', { name: 'Ordering' });
  return { user, section };
}

describe('Menu editor: how the menu takes orders', { timeout: 30_000 }, () => {
  it('saves the switches, the delivery fee, minimum and areas with the settings', async () => {
    const { calls } = mockFetch(base);
    const { user, section } = await openSettings();
    expect(within(section).getByRole('switch', { name: 'Pickup' })).toBeChecked();
    expect(within(section).queryByLabelText('Delivery fee')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('switch', { name: 'At the table' }));
    await user.click(within(section).getByRole('switch', { name: 'Delivery' }));
    await user.clear(within(section).getByLabelText('Delivery fee'));
    await user.type(within(section).getByLabelText('Delivery fee'), '2.5');
    await user.clear(within(section).getByLabelText('Minimum order for delivery'));
    await user.type(within(section).getByLabelText('Minimum order for delivery'), '10');
    await user.type(within(section).getByLabelText('Delivery areas'), 'Old Town{Enter} {Enter}Riverside');
    await user.click(within(section).getByRole('switch', { name: 'Take orders only during opening hours' }));
    expect(within(section).getByRole('status')).toHaveTextContent('This menu has no weekly schedule yet.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The menu settings have been saved.')).toBeInTheDocument();
    expect(saves(calls)[0]?.settings?.ordering).toEqual({
      table: false,
      pickup: true,
      delivery: true,
      viewOnly: false,
      onlyWithinHours: true,
      preparationMinutes: 15,
      pickupSlotMinutes: 15,
      deliveryFee: 250,
      deliveryMinimum: 1000,
      deliveryAreas: ['Old Town', 'Riverside'],
    });
  });

  it('says what is wrong before saving: no way to order, an area listed twice', async () => {
    const { calls } = mockFetch(base);
    const { user, section } = await openSettings();
    await user.click(within(section).getByRole('switch', { name: 'At the table' }));
    await user.click(within(section).getByRole('switch', { name: 'Pickup' }));
    await user.click(within(section).getByRole('switch', { name: 'Delivery' }));
    await user.type(within(section).getByLabelText('Delivery areas'), 'Old Town{Enter}old town');
    await user.click(within(section).getByRole('switch', { name: 'Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await within(section).findByText('Switch on at least one way to order, or choose View only'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('switch', { name: 'Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('List each area only once')).toBeInTheDocument();
    expect(within(section).getByLabelText('Delivery areas')).toHaveAttribute('aria-invalid', 'true');
    expect(saves(calls)).toEqual([]);

    // A view-only menu needs no way to order.
    await user.clear(within(section).getByLabelText('Delivery areas'));
    await user.click(within(section).getByRole('switch', { name: 'Delivery' }));
    await user.click(within(section).getByRole('switch', { name: 'View only' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.settings?.ordering).toMatchObject({
      viewOnly: true,
      table: false,
      delivery: false,
    });
  });

  it('pauses ordering at once for the time chosen, with a note for guests, and resumes it', async () => {
    const { calls } = mockFetch(base);
    renderAt(menusRoutes, PATH);
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Taking orders' }, { timeout: 5000 });
    expect(within(panel).getByText('Guests can order now.')).toBeInTheDocument();

    const lengths = within(panel).getByRole('group', { name: 'Pause for' });
    await user.click(within(lengths).getByRole('button', { name: '1 hour' }));
    await user.type(within(panel).getByLabelText('Note for guests (optional)'), 'Back soon');
    const before = Date.now();
    await user.click(within(panel).getByRole('switch', { name: 'Pause ordering' }));

    expect(await screen.findByText('Ordering is paused.')).toBeInTheDocument();
    const pause = saves(calls)[0]?.settings?.pause;
    expect(pause).toMatchObject({ paused: true, note: 'Back soon' });
    expect(Date.parse(pause?.until ?? '')).toBeGreaterThanOrEqual(before + 59 * 60_000);
    expect(saves(calls)[0]?.settings?.ordering).toBeUndefined();
    expect(
      await within(panel).findByText(/^Ordering is paused until .+\. Guests see the menu/),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Guests read: Back soon')).toBeInTheDocument();

    await user.click(within(panel).getByRole('switch', { name: 'Pause ordering' }));
    expect(await within(panel).findByText('Guests can order now.')).toBeInTheDocument();
    expect(saves(calls)[1]?.settings?.pause).toMatchObject({ paused: false, until: null });
  });

  it('keeps ordering on and says why when the pause cannot be saved', async () => {
    mockFetch({
      ...base,
      'POST /api/v1/online-menu/edit/linden-cafe': {
        status: 503,
        body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' },
      },
    });
    renderAt(menusRoutes, PATH);
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Taking orders' }, { timeout: 5000 });
    await user.click(within(panel).getByRole('switch', { name: 'Pause ordering' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent("We couldn't change the pause.");
    expect(within(panel).getByRole('switch', { name: 'Pause ordering' })).not.toBeChecked();
    expect(within(panel).getByText('Guests can order now.')).toBeInTheDocument();
  });
});
