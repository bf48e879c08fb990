import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useCompany } from '@/entities/company';
import { dayIn } from '@/lib/date-format';
import { useCurrentUser } from '@/lib/session';
import {
  filterFromSearch,
  filterToSearch,
  granularityOf,
  type Period,
  periodOf,
  type StatsFilter,
} from './filters';

/** A view's own choices in the address (the sales' currency, the day of the report): a filter change keeps them. */
const VIEW_PARAMS = ['currency', 'day'] as const;

export interface StatsFilters {
  filter: StatsFilter;
  /** The period's days on the venue's calendar. */
  period: Period;
  granularity: ReturnType<typeof granularityOf>;
  /** The venue's today (YYYY-MM-DD). */
  today: string;
  /** Whether the venue's clock is known: the calls wait for it, so "today" is the venue's. */
  ready: boolean;
  setFilter(next: StatsFilter): void;
}

/** The section's filters from the address, their period on the venue's clock, and a way to change them. */
export function useStatsFilters(): StatsFilters {
  const [search, setSearch] = useSearchParams();
  const { user } = useCurrentUser();
  const company = useCompany({ enabled: Boolean(user?.structure) });
  const filter = filterFromSearch(search);
  const today = dayIn(new Date(), company.data?.timeZone);
  const period = periodOf(filter, today);
  const setFilter = useCallback(
    (next: StatsFilter) =>
      setSearch(
        (params) => {
          const search = filterToSearch(next);
          for (const key of VIEW_PARAMS) {
            const value = params.get(key);
            if (value) search.set(key, value);
          }
          return search;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return {
    filter,
    period,
    granularity: granularityOf(filter, period),
    today,
    ready: company.data !== undefined || company.isError,
    setFilter,
  };
}
