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
});
