import type { TRatingAlert } from '@guestloop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubEventSource, TestEventSource } from '@/test/event-source';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enWaiterHome from '../../../../../api/src/modules/i18n/locales/en/waiter-home.json';
import { ConsoleLayout, consoleRoutes } from '../routes';
import { renderAt } from '../test-utils';

addEnglishPack('waiter-home', enWaiterHome);

const WAITER = makeUser({
  name: 'Sam Ortiz',
  role: { slug: 'waiter', name: 'Waiter' },
  permissions: ['orders.view', 'orders.manage', 'waiter-calls.manage'],
});
const MINE = '44444444-4444-4444-8444-444444444441';
const OTHERS = '44444444-4444-4444-8444-444444444449';
const HOME = { tables: [{ id: MINE, label: 'Hall · 1' }], boards: [] };

const rating = (overrides: Partial<TRatingAlert> = {}): TRatingAlert => ({
  id: '55555555-5555-4555-8555-555555555551',
  score: 1,
  outcome: 'bad',
  metricType: 'faces',
  metricTitle: 'How was your visit?',
  locationId: null,
  tableId: MINE,
  tableLabel: 'Hall · 1',
  comment: 'We waited forty minutes',
  createdAt: new Date().toISOString(),
  ...overrides,
});

function renderHome(home = HOME) {
  mockFetch({
    'GET /api/v1/profile': { body: WAITER },
    'GET /api/v1/online-menu/waiter/home': { body: home },
    'GET /api/v1/online-menu/waiter-calls': { body: { items: [] } },
  });
  renderAt([{ Component: ConsoleLayout, children: consoleRoutes }], '/user/app');
}

const feed = () =>
  TestEventSource.instances.find((source) => source.url.endsWith('/online-menu/orders/live'));

describe("a bad rating on a waiter's home", { timeout: 20_000 }, () => {
  beforeEach(() => stubEventSource());

  it('alerts the waiter of their own table at once, not of another waiter’s, until they mark it seen', async () => {
    renderHome();
    expect(await screen.findByText(/Your tables: Hall · 1\./)).toBeInTheDocument();
    act(() => feed()?.open());

    act(() =>
      feed()?.emit(
        'rating.created',
        rating({ id: '55555555-5555-4555-8555-555555555552', tableId: OTHERS, tableLabel: 'Terrace · 9' }),
        70,
      ),
    );
    act(() => feed()?.emit('rating.created', rating(), 71));

    const alert = await screen.findByRole('listitem', { name: 'Bad rating at Hall · 1' });
    expect(within(alert).getByRole('alert')).toHaveTextContent('Bad rating at Hall · 1');
    expect(within(alert).getByRole('img', { name: 'Score 1 of 3' })).toHaveTextContent('1/3');
    expect(within(alert).getByText('We waited forty minutes')).toBeInTheDocument();
    expect(alert).toHaveTextContent(/How was your visit\? · this minute/);
    // Waiters do not read reviews: nothing to open.
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/Terrace · 9/)).not.toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(alert).getByRole('button', { name: 'Seen: the bad rating at Hall · 1' }));
    expect(screen.queryByRole('listitem', { name: 'Bad rating at Hall · 1' })).not.toBeInTheDocument();
  });

  it('alerts a waiter with no tables of every table, as their calls do', async () => {
    renderHome({ tables: [], boards: [] });
    expect(await screen.findByText(/No tables are assigned to you yet/)).toBeInTheDocument();
    act(() => feed()?.open());
    act(() => feed()?.emit('rating.created', rating({ tableId: OTHERS, tableLabel: 'Terrace · 9' }), 80));
    expect(await screen.findByRole('listitem', { name: 'Bad rating at Terrace · 9' })).toBeInTheDocument();
  });
});
