import { describe, expect, it } from 'vitest';
import { reviewsLink } from './drill-down';

const A = 'a1000000-0000-4000-8000-000000000001';
const B = 'a1000000-0000-4000-8000-000000000002';
const M = 'b2000000-0000-4000-8000-000000000001';

describe('the reviews behind a bucket', () => {
  it('opens the inbox on the bucket days, outcome, location and metric, in the inbox parameters', () => {
    const link = reviewsLink({
      from: '2026-03-02',
      to: '2026-03-08',
      location: A,
      metric: M,
      outcome: 'bad',
    });
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/user/app/reviews');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      location: A,
      metric: M,
      outcome: 'bad',
      from: '2026-03-02',
      to: '2026-03-08',
    });
  });

  it('carries the section choice when it is one location or metric, which the inbox can filter by', () => {
    const bucket = { from: '2026-03-02', to: '2026-03-02' };
    expect(reviewsLink(bucket, { locations: [A], metrics: [M] })).toBe(
      `/user/app/reviews?location=${A}&metric=${M}&from=2026-03-02&to=2026-03-02`,
    );
    expect(reviewsLink(bucket, { locations: [A, B], metrics: [] })).toBe(
      '/user/app/reviews?from=2026-03-02&to=2026-03-02',
    );
  });

  it('opens a heat map cell on its weekday and hour over the period, with the section location', () => {
    const link = reviewsLink(
      { from: '2026-02-01', to: '2026-02-28', dayOfWeek: 5, hourFrom: 19, hourTo: 19 },
      { locations: [A], metrics: [] },
    );
    expect(link).toBe(
      `/user/app/reviews?location=${A}&from=2026-02-01&to=2026-02-28&dayOfWeek=5&hourFrom=19&hourTo=19`,
    );
    // Sunday is 7 (ISO) and midnight is hour 0: both are written, not dropped as empty.
    const sunday = new URL(
      reviewsLink({ from: '2026-02-01', to: '2026-02-28', dayOfWeek: 7, hourFrom: 0, hourTo: 0 }),
      'http://x',
    );
    expect(sunday.searchParams.get('dayOfWeek')).toBe('7');
    expect(sunday.searchParams.get('hourFrom')).toBe('0');
    expect(sunday.searchParams.get('hourTo')).toBe('0');
  });
});
