import { describe, expect, it } from 'vitest';
import {
  filterFromSearch,
  filterToSearch,
  isFiltered,
  NO_FILTER,
  pageFromSearch,
  toResultsQuery,
} from './filters';

const LOCATION = 'a1000000-0000-4000-8000-000000000001';
const read = (search: string) => filterFromSearch(new URLSearchParams(search));

describe('The results’ filters in the address', () => {
  it('read the days and the location, and write back only what is chosen', () => {
    const filter = read(`from=2026-03-01&to=2026-03-31&location=${LOCATION}`);
    expect(filter).toEqual({ from: '2026-03-01', to: '2026-03-31', location: LOCATION });
    expect(filterToSearch(filter).toString()).toBe(`from=2026-03-01&to=2026-03-31&location=${LOCATION}`);
    expect(toResultsQuery(filter)).toEqual({ from: '2026-03-01', to: '2026-03-31', locationId: LOCATION });
    expect(filterToSearch({ ...NO_FILTER, from: '2026-03-01' }).toString()).toBe('from=2026-03-01');
  });

  it('ignore what is not a day or a location, and put days given backwards in order', () => {
    expect(read('from=yesterday&to=2026-02-30&location=linden')).toEqual(NO_FILTER);
    expect(isFiltered(read('from=yesterday'))).toBe(false);
    expect(read('from=2026-13-45')).toEqual(NO_FILTER);
    expect(read('from=2026-03-31&to=2026-03-01')).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(toResultsQuery(NO_FILTER)).toEqual({});
  });

  it('read the answers’ page, the first one unless a page number is given', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    for (const page of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two'])
      expect(pageFromSearch(new URLSearchParams(page))).toBe(1);
  });
});
