import { SYSTEM_ROLE_PERMISSIONS, type TNotificationSetting } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type MockReply, mockFetch } from '@/test/fetch-mock';
import { apiError, makeUser } from '@/test/fixtures';
import { addEnglishPack, renderAt } from '@/test/render';
import enNotifications from '../../../../../api/src/modules/i18n/locales/en/notifications.json';
import { notificationsRoutes } from '../routes';

addEnglishPack('notifications', enNotifications);

const MANAGER = makeUser({
  email: 'maria@example.com',
  role: { slug: 'manager', name: 'Manager' },
  permissions: [...SYSTEM_ROLE_PERMISSIONS.manager],
});
const OLD_TOWN = 'a1b2c3d4-0000-4000-8000-000000000001';
const TERRACE = 'a1b2c3d4-0000-4000-8000-000000000002';
const LOCATIONS = {
  items: [
    { id: OLD_TOWN, parentId: null, name: 'Old Town', slug: 'old-town', address: null, imageUrl: null },
    { id: TERRACE, parentId: OLD_TOWN, name: 'Terrace', slug: 'terrace', address: null, imageUrl: null },
  ],
};
const DEFAULT: TNotificationSetting = {
  events: ['rating.bad'],
  locationIds: null,
  channels: { email: true, console: true },
  isDefault: true,
  available: ['rating.bad', 'rating.new', 'survey.answer', 'enps.answer'],
};

function open(
  setting = DEFAULT,
  save: (body: unknown) => MockReply = (body) => ({
    body: { ...(body as object), isDefault: false, available: setting.available },
  }),
) {
  const fetched = mockFetch({
    'GET /api/v1/profile': { body: MANAGER },
    'GET /api/v1/notification-setting': { body: setting },
    'POST /api/v1/notification-setting': (call) => save(call.body),
    'GET /api/v1/locations/all': { body: LOCATIONS },
  });
  renderAt(notificationsRoutes, '/user/app/notifications');
  return fetched;
}

const posts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('notification settings', { timeout: 20_000 }, () => {
  it('saves which events, where and how, starting from the default', async () => {
    const { calls } = open();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/You have not changed anything yet/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bad ratings' })).toBeChecked();
    // Surveys and e-NPS exist: their answers can be chosen.
    const surveys = screen.getByRole('checkbox', { name: 'Survey answers' });
    expect(surveys).toBeEnabled();
    expect(surveys).toHaveAccessibleDescription('A guest answered one of your surveys.');
    expect(screen.getByRole('checkbox', { name: 'e-NPS answers' })).toHaveAccessibleDescription(
      'A team member answered an e-NPS survey.',
    );
    expect(screen.getByRole('switch', { name: 'By e-mail' })).toHaveAccessibleDescription(
      'To maria@example.com, in your language.',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Every rating' }));
    await user.click(screen.getByRole('radio', { name: 'Only these locations' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Terrace' }));
    await user.click(screen.getByRole('switch', { name: 'By e-mail' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        events: ['rating.bad', 'rating.new'],
        locationIds: [TERRACE],
        channels: { email: false, console: true },
      },
    ]);
    await vi.waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(screen.queryByText(/You have not changed anything yet/)).not.toBeInTheDocument();
  });

  it('asks for a location when only chosen ones should count, and for a way to be told of what is chosen', async () => {
    const { calls } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Only these locations' }));
    await user.click(screen.getByRole('switch', { name: 'By e-mail' }));
    await user.click(screen.getByRole('switch', { name: 'In the console' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const where = screen.getByRole('group', { name: 'Where' });
    expect(await within(where).findByRole('alert')).toHaveTextContent(
      'Choose at least one location, or choose “Where I work”.',
    );
    expect(within(screen.getByRole('group', { name: 'How' })).getByRole('alert')).toHaveTextContent(
      'Choose at least one way to be told, or turn off every event.',
    );
    expect(posts(calls)).toEqual([]);

    // Nothing to be told of needs no way to be told: turning every event off is how to hear nothing.
    await user.click(screen.getByRole('checkbox', { name: 'Bad ratings' }));
    await vi.waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'How' })).queryByRole('alert')).toBeNull(),
    );
    await user.click(screen.getByRole('radio', { name: 'Where I work' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: 'Only these locations' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Old Town' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(posts(calls)).toEqual([
        { events: [], locationIds: [OLD_TOWN], channels: { email: false, console: false } },
      ]),
    );
  });

  it('says why the server refused, and that a role without reviews cannot take ratings', async () => {
    open({ ...DEFAULT, available: [], events: [] }, () =>
      apiError(400, 'VALIDATION_FAILED', 'Your role cannot open what these events are about'),
    );
    const user = userEvent.setup();
    const bad = await screen.findByRole('checkbox', { name: 'Bad ratings' });
    expect(bad).toBeDisabled();
    expect(bad).toHaveAccessibleDescription('Your role does not include what this is about.');
    await user.click(screen.getByRole('switch', { name: 'By e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Some fields are not filled in correctly/);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('tells a member without the permission that they cannot set notifications up', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: makeUser({ permissions: [...SYSTEM_ROLE_PERMISSIONS.waiter] }) },
    });
    renderAt(notificationsRoutes, '/user/app/notifications');
    expect(await screen.findByText('You cannot set up notifications')).toBeInTheDocument();
  });
});
