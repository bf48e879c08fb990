import { SYSTEM_ROLE_PERMISSIONS, type TNotification, type TNotificationList } from '@guestloop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { stubEventSource, TestEventSource } from '@/test/event-source';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enNotifications from '../../../../../../api/src/modules/i18n/locales/en/notifications.json';
import { ConsoleLayout, consoleRoutes } from '../../routes';
import { renderAt } from '../../test-utils';

addEnglishPack('notifications', enNotifications);
withOffsetParent();

const MANAGER = makeUser({
  name: 'Maria Novak',
  role: { slug: 'manager', name: 'Manager' },
  permissions: [...SYSTEM_ROLE_PERMISSIONS.manager],
});
const WAITER = makeUser({
  role: { slug: 'waiter', name: 'Waiter' },
  permissions: [...SYSTEM_ROLE_PERMISSIONS.waiter],
});
const METRIC = '66666666-6666-4666-8666-666666666661';
let n = 0;
const notification = (overrides: Partial<TNotification> = {}): TNotification => {
  n += 1;
  return {
    id: `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`,
    kind: 'rating.bad',
    sourceType: 'metric',
    sourceId: METRIC,
    subjectId: `88888888-8888-4888-8888-${String(n).padStart(12, '0')}`,
    locationId: null,
    locationName: 'Old Town',
    payload: {
      score: 2,
      outcome: 'bad',
      title: 'Dinner feedback',
      metricType: 'stars',
      tableLabel: 'Hall · 3',
      comment: 'Soup was cold',
    },
    readAt: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
};

/** The API's bell: the list as `state` holds it, the calls that change it. */
function serve(state: TNotificationList, user = MANAGER, beforeList?: () => void) {
  const unread = () => state.items.filter((item) => item.readAt === null).length;
  const changed = (count: number) => ({ body: { changed: count, unread: unread() } });
  return mockFetch({
    'GET /api/v1/profile': { body: user },
    'GET /api/v1/notification/list': () => {
      beforeList?.();
      return { body: { ...state, unread: unread() } };
    },
    'POST /api/v1/notification/read': (call: RecordedCall) => {
      const body = call.body as { ids?: string[]; all?: true };
      const now = new Date().toISOString();
      state.items = state.items.map((item) =>
        body.all || body.ids?.includes(item.id) ? { ...item, readAt: item.readAt ?? now } : item,
      );
      return changed(1);
    },
    [`DELETE /api/v1/notification/${METRIC}/metric`]: () => {
      state.items = state.items.filter((item) => item.sourceId !== METRIC);
      return changed(1);
    },
  });
}

const renderConsole = () =>
  renderAt(
    [
      {
        Component: ConsoleLayout,
        children: [
          ...consoleRoutes,
          { path: 'orders', element: <h1>Orders</h1> },
          { path: 'reviews', element: <h1>The review</h1> },
        ],
      },
    ],
    '/user/app/orders',
  );
const feed = () =>
  TestEventSource.instances.find((source) => source.url.endsWith('/online-menu/orders/live'));
const bell = (name: string | RegExp) => screen.findByRole('button', { name });

describe('the notification bell', { timeout: 20_000 }, () => {
  beforeEach(() => stubEventSource());

  it('counts the unread, and a new bad rating as soon as the feed tells that the bell changed', async () => {
    const state: TNotificationList = { items: [notification()], unread: 1 };
    const fresh = notification({ payload: { ...notification().payload, tableLabel: 'Hall · 5' } });
    serve(state, MANAGER);
    renderConsole();
    const button = await bell('Notifications, unread: 1');
    expect(button).toHaveTextContent('1');
    act(() => feed()?.open());
    await new Promise((resolve) => setTimeout(resolve, 50));

    // The rating itself changes no bell: only the notice written with the member's notification does.
    state.items = [fresh, ...state.items];
    act(() => feed()?.emit('rating.created', { id: fresh.subjectId }, 90));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(button).toHaveAccessibleName('Notifications, unread: 1');
    act(() => feed()?.emit('notifications.changed', { userIds: [MANAGER.id] }, 91));
    await vi.waitFor(() => expect(button).toHaveAccessibleName('Notifications, unread: 2'));
    expect(button).toHaveTextContent('2');
  });

  it('lists each notification with its score, place, comment and time, opens its review and marks all read', async () => {
    const first = notification();
    const older = notification({
      kind: 'rating.new',
      payload: { score: 9, outcome: 'good', title: 'Dinner feedback', metricType: 'nps', comment: null },
      readAt: new Date().toISOString(),
      locationName: null,
    });
    const { calls } = serve({ items: [first, older], unread: 1 });
    renderConsole();
    const user = userEvent.setup();
    await user.click(await bell('Notifications, unread: 1'));

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const group = within(panel).getByRole('region', { name: 'Dinner feedback' });
    const [bad, good] = within(group).getAllByRole('listitem');
    expect(bad).toHaveTextContent(/Unread: Bad rating/);
    expect(within(bad!).getByRole('img', { name: 'Score 2 of 5' })).toHaveTextContent('2/5');
    expect(bad).toHaveTextContent('Old Town · Hall · 3');
    expect(within(bad!).getByText('Soup was cold').closest('q')).toBeInTheDocument();
    expect(within(bad!).getByText(/\d{1,2}[:.]\d{2}/)).toHaveAttribute('datetime', first.createdAt);
    expect(within(bad!).getByRole('link')).toHaveAttribute(
      'href',
      `/user/app/reviews?review=${first.subjectId}`,
    );
    expect(within(good!).getByRole('img', { name: 'Score 9 of 10' })).toBeInTheDocument();
    expect(good).not.toHaveTextContent('Unread');
    expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/user/app/notifications',
    );

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ all: true });
    expect(within(panel).queryByText('Unread:', { exact: false })).not.toBeInTheDocument();
  });

  it('marks a notification read when its review is opened', async () => {
    const first = notification();
    const { calls } = serve({ items: [first], unread: 1 });
    renderConsole();
    const user = userEvent.setup();
    await user.click(await bell('Notifications, unread: 1'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('link', { name: /Bad rating/ }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [first.id] }));
    expect(await bell('Notifications')).toBeInTheDocument();
  });

  it('deletes one notification, clears a metric’s and then says there is nothing new', async () => {
    const first = notification();
    const second = notification({
      sourceId: '66666666-6666-4666-8666-666666666662',
      payload: { title: 'Breakfast' },
    });
    const state: TNotificationList = { items: [first, second], unread: 2 };
    const { calls } = serve(state);
    const onDelete = vi.fn(() => {
      state.items = state.items.filter((item) => item.id !== second.id);
      return { body: { changed: 1, unread: 1 } };
    });
    mockFetchExtra(calls, `DELETE /api/v1/notification/${second.id}`, onDelete);
    renderConsole();
    const user = userEvent.setup();
    await user.click(await bell('Notifications, unread: 2'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });

    await user.click(
      within(panel).getByRole('button', { name: 'Delete the notification: Bad rating · Breakfast' }),
    );
    await vi.waitFor(() =>
      expect(within(panel).queryByRole('region', { name: 'Breakfast' })).not.toBeInTheDocument(),
    );
    expect(onDelete).toHaveBeenCalledOnce();
    expect(await bell('Notifications, unread: 1')).toBeInTheDocument();

    await user.click(
      within(panel).getByRole('button', { name: 'Clear the notifications of Dinner feedback' }),
    );
    expect(await within(panel).findByText('Nothing new')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(`/notification/${METRIC}/metric`))).toBe(
      true,
    );
    expect(await bell('Notifications')).toBeInTheDocument();
  });

  it('is not shown to a member who is never told of ratings or answers', async () => {
    serve({ items: [], unread: 0 }, WAITER);
    renderConsole();
    expect(await screen.findByRole('button', { name: WAITER.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

/** Adds one more answer to the stubbed fetch of `serve`. */
function mockFetchExtra(calls: RecordedCall[], route: string, handler: () => { body: unknown }) {
  const previous = globalThis.fetch;
  const [method, path] = route.split(' ');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init.method ?? 'GET').toUpperCase() === method && url.split('?')[0]?.endsWith(path ?? '')) {
      calls.push({ method: method ?? '', url, headers: {}, body: undefined });
      return new Response(JSON.stringify(handler().body), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return previous(input, init);
  });
}
