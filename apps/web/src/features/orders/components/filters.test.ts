import { describe, expect, it } from 'vitest';
import { filterFromSearch, filterToSearch, toOrdersQuery } from './filters';

describe('orders filters', () => {
  it('reads the filters from the address, ignoring what is not a filter value', () => {
    const filter = filterFromSearch(
      new URLSearchParams('status=ready&paid=false&menu=linden-cafe&from=2026-01-01&to=nope&page=3'),
    );
    expect(filter).toEqual({
      status: 'ready',
      paid: 'false',
      menu: 'linden-cafe',
      from: '2026-01-01',
      to: null,
      page: 3,
    });
    expect(filterFromSearch(new URLSearchParams('status=lost&paid=maybe&page=-2'))).toMatchObject({
      status: null,
      paid: null,
      page: 1,
    });
  });

  it('asks the API only for what is chosen, and writes the same back to the address', () => {
    const filter = filterFromSearch(new URLSearchParams('status=open&from=2026-02-01&to=2026-02-07'));
    expect(toOrdersQuery(filter)).toEqual({
      status: 'open',
      from: '2026-02-01',
      to: '2026-02-07',
      page: 1,
      pageSize: 25,
    });
    expect(filterToSearch(filter).toString()).toBe('status=open&from=2026-02-01&to=2026-02-07');
  });
});
