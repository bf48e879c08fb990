import type { TRatingAlert } from '@guestloop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import {
  ADMIN,
  FakeAudioContext,
  FakeEventSource,
  makeOrder,
  renderBoard,
  stubLiveBrowser,
  WAITER,
} from '../test-utils';

const rating = (overrides: Partial<TRatingAlert> = {}): TRatingAlert => ({
  id: '55555555-5555-4555-8555-555555555555',
  score: 2,
  outcome: 'bad',
  metricType: 'stars',
  metricTitle: 'Dinner feedback',
  locationId: null,
  tableId: '33333333-3333-4333-8333-333333333333',
  tableLabel: 'Terrace · 7',
  comment: 'Soup was cold',
  createdAt: new Date().toISOString(),
  ...overrides,
});

function answer(user = ADMIN) {
  return mockFetch({
    'GET /api/v1/profile': { body: user },
    'GET /api/v1/online-menu/orders': (call) => {
      const open = new URL(call.url, 'http://x').searchParams.get('status') === 'open';
      const items = open ? [makeOrder({ number: 1 })] : [];
      return { body: { items, total: items.length, page: 1, pageSize: 100 } };
    },
    'GET /api/v1/online-menu/waiter-calls': { body: { items: [] } },
    'GET /api/v1/online-menus': { body: { items: [] } },
    'GET /api/v1/online-menu/waiter/home': { body: { tables: [], boards: [] } },
  });
}

describe('the live board told of a bad rating', { timeout: 20_000 }, () => {
  beforeEach(() => stubLiveBrowser());

  it('shows it at once, with a chime, the score on its scale and the comment, until someone has seen it', async () => {
    answer();
    renderBoard();
    await screen.findByRole('article', { name: 'Order 1' }, { timeout: 5000 });
    act(() => FakeEventSource.last.open());
    const before = FakeAudioContext.notes;

    act(() => FakeEventSource.last.emit('rating.created', rating(), 51));
    const alert = await screen.findByRole('listitem', { name: 'Bad rating at Terrace · 7' });
    expect(within(alert).getByRole('img', { name: 'Score 2 of 5' })).toHaveTextContent('2/5');
    expect(within(alert).getByText('Soup was cold')).toBeInTheDocument();
    expect(within(alert).getByText(/Dinner feedback · just now/)).toBeInTheDocument();
    expect(alert).toHaveClass('is-fresh');
    expect(FakeAudioContext.notes).toBeGreaterThan(before);
    expect(within(alert).getByRole('link', { name: 'Open review' })).toHaveAttribute(
      'href',
      `/user/app/reviews?review=${rating().id}`,
    );

    // A good score, a bad one given away from a table, and the same event replayed change nothing.
    act(() => {
      FakeEventSource.last.emit(
        'rating.created',
        rating({ id: crypto.randomUUID(), score: 5, outcome: 'good' }),
        52,
      );
      FakeEventSource.last.emit(
        'rating.created',
        rating({ id: crypto.randomUUID(), tableId: null, tableLabel: null }),
        53,
      );
      FakeEventSource.last.emit('rating.created', rating(), 51);
    });
    expect(within(screen.getByRole('region', { name: 'Bad ratings' })).getAllByRole('listitem')).toHaveLength(
      1,
    );

    await userEvent
      .setup()
      .click(within(alert).getByRole('button', { name: 'Seen: the bad rating at Terrace · 7' }));
    expect(screen.queryByRole('region', { name: 'Bad ratings' })).not.toBeInTheDocument();
  });

  it('reads an NPS score against 10 and offers no review to staff who cannot open reviews', async () => {
    answer(WAITER);
    renderBoard();
    await screen.findByRole('article', { name: 'Order 1' }, { timeout: 5000 });
    act(() => FakeEventSource.last.open());
    act(() =>
      FakeEventSource.last.emit('rating.created', rating({ metricType: 'nps', score: 4, comment: null }), 61),
    );
    const alert = await screen.findByRole('listitem', { name: 'Bad rating at Terrace · 7' });
    expect(within(alert).getByRole('img', { name: 'Score 4 of 10' })).toHaveTextContent('4/10');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });
});
