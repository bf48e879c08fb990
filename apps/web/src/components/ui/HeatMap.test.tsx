import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeatMap } from './HeatMap';

const DAYS = [
  { label: 'Monday', short: 'Mon' },
  { label: 'Tuesday', short: 'Tue' },
];
const HOURS = [
  { label: '18:00', short: '18' },
  { label: '19:00', short: '19' },
  { label: '20:00', short: '20' },
];
const VALUES = [
  [0, 4, 1],
  [2, 0, 9],
];

function renderMap() {
  const router = createMemoryRouter(
    [
      {
        path: '/stats',
        element: (
          <HeatMap
            id="heat"
            title="Reviews by hour of the week"
            summary="Most reviews come on Tuesday at 20:00 (9)."
            rows={DAYS}
            columns={HOURS}
            values={VALUES}
            describe={(row, column) =>
              `${DAYS[row]?.label} ${HOURS[column]?.label}: ${VALUES[row]?.[column]} reviews`
            }
            href={(row, column) => `/reviews?day=${row}&hour=${column}`}
            texts={{ fewer: 'Fewer', more: 'More', tableView: 'Table view' }}
          />
        ),
      },
      { path: '/reviews', element: <h1>Reviews inbox</h1> },
    ],
    { initialEntries: ['/stats'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function phoneScreen(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe('HeatMap', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a table of days by hours, each cell told in words, and a click opens its reviews', async () => {
    phoneScreen(false);
    const router = renderMap();
    const table = screen.getByRole('table', { name: 'Most reviews come on Tuesday at 20:00 (9).' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['1818:00', '1919:00', '2020:00']);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Tuesday');
    const cell = within(rows[2]!).getByRole('cell', { name: 'Tuesday 20:00: 9 reviews' });
    await userEvent.click(cell);
    expect(router.state.location.search).toBe('?day=1&hour=2');
  });

  it('turns on its side on a phone: hours down the page, days across', () => {
    phoneScreen(true);
    renderMap();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(1 + HOURS.length);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['MonMonday', 'TueTuesday']);
    expect(within(rows[3]!).getByRole('cell', { name: 'Tuesday 20:00: 9 reviews' })).toBeInTheDocument();
  });

  it('shows the numbers as links in table view; an empty cell leads nowhere', async () => {
    phoneScreen(false);
    renderMap();
    const user = userEvent.setup();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Table view' }));
    const link = screen.getByRole('link', { name: 'Monday 19:00: 4 reviews' });
    expect(link).toHaveTextContent('4');
    expect(link).toHaveAttribute('href', '/reviews?day=0&hour=1');
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });
});
