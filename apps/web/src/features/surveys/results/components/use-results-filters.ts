import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { filterFromSearch, filterToSearch, PAGE_PARAM, pageFromSearch, type ResultsFilter } from './filters';

export interface ResultsFilters {
  filter: ResultsFilter;
  /** The answers table's page (1-based). */
  page: number;
  /** A changed filter starts the answers again at their first page. */
  setFilter(next: ResultsFilter): void;
  setPage(page: number): void;
}

/** The results' filters and the answers' page from the address, and ways to change them. */
export function useResultsFilters(): ResultsFilters {
  const [search, setSearch] = useSearchParams();
  const setFilter = useCallback(
    (next: ResultsFilter) => setSearch(filterToSearch(next), { replace: true }),
    [setSearch],
  );
  const setPage = useCallback(
    (page: number) =>
      setSearch(
        (params) => {
          const next = new URLSearchParams(params);
          if (page > 1) next.set(PAGE_PARAM, String(page));
          else next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { filter: filterFromSearch(search), page: pageFromSearch(search), setFilter, setPage };
}
