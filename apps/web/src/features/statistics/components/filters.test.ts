import { describe, expect, it } from 'vitest';
import {
  filterFromSearch,
  filterToSearch,
  granularitiesFor,
  granularityOf,
  NO_FILTER,
  periodOf,
  statFilters,
} from './filters';

const A = 'a1000000-0000-4000-8000-000000000001';
const B = 'a1000000-0000-4000-8000-000000000002';
const M = 'b2000000-0000-4000-8000-000000000001';
const TODAY = '2026-03-18';

const parse = (query: string) => filterFromSearch(new URLSearchParams(query));

describe('the statistics filters in the address', () => {
  it('read back what they wrote, so a shared link shows the same view', () => {
    const filter = {
      preset: 'custom' as const,
      from: '2026-01-05',
      to: '2026-02-20',
      locations: [A, B],
      metrics: [M],
      granularity: 'week' as const,
    };
    const search = filterToSearch(filter);
    expect(search.toString()).toBe(
      `period=custom&from=2026-01-05&to=2026-02-20&location=${A}&location=${B}&metric=${M}&by=week`,
    );
    expect(filterFromSearch(search)).toEqual(filter);
  });

  it('keep the address short: the default period and empty choices are left out', () => {
    expect(filterToSearch(NO_FILTER).toString()).toBe('');
    expect(parse('')).toEqual(NO_FILTER);
    expect(filterToSearch({ ...NO_FILTER, preset: '7d' }).toString()).toBe('period=7d');
  });

  it('ignore what is not theirs: unknown periods, bad ids and days, a custom period without both ends in order', () => {
    expect(parse('period=forever&location=nope&metric=1&by=minute')).toEqual(NO_FILTER);
    expect(parse(`location=${A}&location=${A}`).locations).toEqual([A]);
    expect(parse('period=custom&from=2026-03-10').preset).toBe('30d');
    expect(parse('period=custom&from=2026-03-10&to=2026-03-01').preset).toBe('30d');
    expect(parse('period=custom&from=2026-3-1&to=2026-03-10').preset).toBe('30d');
  });
});

describe('the period of a preset, on the venue calendar', () => {
  const of = (query: string) => periodOf(parse(query), TODAY);

  it('counts back from today, both ends included', () => {
    expect(of('period=today')).toEqual({ from: TODAY, to: TODAY });
    expect(of('period=7d')).toEqual({ from: '2026-03-12', to: TODAY });
    expect(of('')).toEqual({ from: '2026-02-17', to: TODAY });
  });

  it('takes whole calendar months', () => {
    expect(of('period=month')).toEqual({ from: '2026-03-01', to: TODAY });
    expect(of('period=last-month')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf({ ...NO_FILTER, preset: 'last-month' }, '2026-01-10')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(of('period=12m')).toEqual({ from: '2025-04-01', to: TODAY });
  });

  it('keeps the latest 731 days of a longer custom period, as the API allows', () => {
    expect(of('period=custom&from=2020-01-01&to=2026-03-01')).toEqual({
      from: '2024-03-01',
      to: '2026-03-01',
    });
  });
});

describe('how finely a period is cut', () => {
  it('offers only what makes a readable chart', () => {
    expect(granularitiesFor({ from: TODAY, to: TODAY })).toEqual(['hour', 'day']);
    expect(granularitiesFor({ from: '2026-02-17', to: TODAY })).toEqual(['day', 'week']);
    expect(granularitiesFor({ from: '2025-04-01', to: TODAY })).toEqual(['week', 'month']);
  });

  it('follows the choice when it fits the period, else the period length', () => {
    const month = { from: '2026-02-17', to: TODAY };
    expect(granularityOf({ ...NO_FILTER, granularity: 'week' }, month)).toBe('week');
    expect(granularityOf({ ...NO_FILTER, granularity: 'hour' }, month)).toBe('day');
    expect(granularityOf(NO_FILTER, { from: TODAY, to: TODAY })).toBe('hour');
    expect(granularityOf(NO_FILTER, { from: '2025-04-01', to: TODAY })).toBe('month');
  });

  it('makes the body of every statistics call, metrics left out where a view does not read them', () => {
    const filter = parse(`period=7d&location=${A}&metric=${M}`);
    expect(statFilters(filter, TODAY)).toEqual({
      from: '2026-03-12',
      to: TODAY,
      locationIds: [A],
      metricIds: [M],
      granularity: 'day',
    });
    expect(statFilters(filter, TODAY, false)).not.toHaveProperty('metricIds');
  });
});
