import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChartPanel, mirrored, stillIfAsked } from './ChartPanel';

// jsdom draws no canvas: the chart stands in as an empty element.
vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));

function Panel() {
  return (
    <ChartPanel
      id="by-day"
      title="Reviews by day"
      summary="42 reviews; the busiest day was 12 Mar with 9."
      type="bar"
      data={{}}
      options={{}}
      loadingLabel="Drawing…"
      tableViewLabel="Table view"
      table={(shown) => (
        <table>
          <tbody>
            <tr>
              <th scope="row">12 Mar</th>
              <td>{shown ? <a href="/user/app/reviews?from=2026-03-12">9</a> : 9}</td>
            </tr>
          </tbody>
        </table>
      )}
    />
  );
}

describe('ChartPanel', () => {
  it('describes the chart in words and keeps its numbers for screen readers, without links to tab into', async () => {
    render(<Panel />);
    expect(
      await screen.findByRole('img', { name: '42 reviews; the busiest day was 12 Mar with 9.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '12 Mar' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the table instead of the chart in table view, with each bucket a link, and back', async () => {
    render(<Panel />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Table view' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Reviews by day' });
    expect(within(region).getByRole('link', { name: '9' })).toHaveAttribute(
      'href',
      '/user/app/reviews?from=2026-03-12',
    );

    await user.click(toggle);
    expect(await screen.findByRole('img')).toBeInTheDocument();
  });
});

describe('mirrored (right to left)', () => {
  it('runs time from the right and puts the values on the right', () => {
    const options = mirrored({ scales: { x: { ticks: { color: 'red' } }, y: { beginAtZero: true } } });
    expect(options).toMatchObject({
      scales: { x: { reverse: true, ticks: { color: 'red' } }, y: { position: 'right', beginAtZero: true } },
      plugins: { legend: { rtl: true }, tooltip: { rtl: true } },
    });
  });

  it('grows the bars of a horizontal chart leftwards, keeping its categories in order, labels on the right', () => {
    const options = mirrored({ indexAxis: 'y' }) as { scales: Record<string, object> };
    expect(options.scales.x).toEqual({ reverse: true });
    expect(options.scales.y).toEqual({ position: 'right' });
  });

  it('keeps room at the left edge for the last label of a reversed time axis, unless the chart has its own', () => {
    expect(mirrored({})).toMatchObject({ layout: { padding: { left: 28 } } });
    expect(mirrored({ layout: { padding: 8 } })).toMatchObject({ layout: { padding: 8 } });
  });

  it('moves a second value axis from the right to the left', () => {
    const options = mirrored({ scales: { orders: { position: 'right' } } }) as {
      scales: Record<string, object>;
    };
    expect(options.scales.orders).toEqual({ position: 'left' });
  });

  it('draws the chart at once, without growing bars, for a reader who asked for less motion', () => {
    const options = { scales: { y: { min: 1, max: 5 } } };
    expect(stillIfAsked(options, true)).toEqual({ ...options, animation: false });
    expect(stillIfAsked(options, false)).toBe(options);
  });
});
