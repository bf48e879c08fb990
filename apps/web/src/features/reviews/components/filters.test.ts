import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  filterFromSearch,
  filterToSearch,
  hoursKey,
  hoursOf,
  isFiltered,
  NO_FILTER,
  toExportFilters,
  toReviewsQuery,
} from './filters';

const LOCATION = 'a1000000-0000-4000-8000-000000000001';
const read = (query: string) => filterFromSearch(new URLSearchParams(query));

describe("the inbox's filters in its address", () => {
  it("reads a heat map cell's link: its weekday and hour on top of the days and the location", () => {
    const filter = read(
      `location=${LOCATION}&from=2026-02-01&to=2026-02-28&dayOfWeek=5&hourFrom=19&hourTo=19`,
    );
    expect(filter).toMatchObject({ location: LOCATION, dayOfWeek: 5, hourFrom: 19, hourTo: 19 });
    expect(activeFilters(filter)).toBe(4);
    expect(toReviewsQuery({ ...filter, outcome: 'bad' })).toEqual({
      locationId: LOCATION,
      outcome: 'bad',
      from: '2026-02-01',
      to: '2026-02-28',
      dayOfWeek: 5,
      hourFrom: 19,
      hourTo: 19,
      page: 1,
      pageSize: 20,
    });
    // The download gets every page of the same reviews.
    expect(toExportFilters({ ...filter, page: 3 })).toEqual({
      locationId: LOCATION,
      from: '2026-02-01',
      to: '2026-02-28',
      dayOfWeek: 5,
      hourFrom: 19,
      hourTo: 19,
    });
  });

  it('keeps Sunday and midnight, and writes them back as they came', () => {
    const filter = read('dayOfWeek=7&hourFrom=0&hourTo=0&review=x');
    expect(filter).toMatchObject({ dayOfWeek: 7, hourFrom: 0, hourTo: 0 });
    expect(isFiltered(filter)).toBe(true);
    expect(filterToSearch(filter).toString()).toBe('dayOfWeek=7&hourFrom=0&hourTo=0');
  });

  it('drops a weekday or hour that does not exist, as if none were asked', () => {
    for (const query of [
      'dayOfWeek=0',
      'dayOfWeek=8',
      'dayOfWeek=fri',
      'hourFrom=24',
      'hourTo=-1',
      'hourFrom=7.5',
    ]) {
      const filter = read(query);
      expect(filter, query).toEqual(NO_FILTER);
      expect(isFiltered(filter), query).toBe(false);
    }
  });

  it('treats the hours as one choice: a range past midnight or one end alone', () => {
    expect(hoursKey(read('hourFrom=22&hourTo=2'))).toBe('22-2');
    expect(hoursKey(read('hourFrom=18'))).toBe('18-23');
    expect(hoursKey(NO_FILTER)).toBeNull();
    expect(hoursOf('19-19')).toEqual({ hourFrom: 19, hourTo: 19 });
    expect(hoursOf(null)).toEqual({ hourFrom: null, hourTo: null });
    expect(activeFilters(read('hourFrom=19&hourTo=20'))).toBe(1);
  });
});
