import type { TSurveyResultsQuery } from '@guestloop/contracts';
import { dayParam } from '@/lib/calendar-day';

/** The results' filters as kept in the page's address, so a shared link or a reload shows the same. */
export interface ResultsFilter {
  /** Days as YYYY-MM-DD, both included; null: no bound. */
  from: string | null;
  to: string | null;
  location: string | null;
}

export const NO_FILTER: ResultsFilter = { from: null, to: null, location: null };

/** Address parameters that are not filters but the page's own place (the answers' page). */
export const PAGE_PARAM = 'page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A day of the calendar (not 2026-02-30), as the API would accept it. */
function realDay(search: URLSearchParams, key: string): string | null {
  const day = dayParam(search, key);
  const date = day ? new Date(`${day}T00:00:00Z`) : null;
  return day && date && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : null;
}

export function filterFromSearch(search: URLSearchParams): ResultsFilter {
  let from = realDay(search, 'from');
  let to = realDay(search, 'to');
  // Days given the wrong way round mean the same period.
  if (from && to && from > to) [from, to] = [to, from];
  const location = search.get('location');
  return { from, to, location: location && UUID.test(location) ? location : null };
}

/** Only what is chosen goes into the address. */
export function filterToSearch(filter: ResultsFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.from) search.set('from', filter.from);
  if (filter.to) search.set('to', filter.to);
  if (filter.location) search.set('location', filter.location);
  return search;
}

export const isFiltered = (filter: ResultsFilter) =>
  filter.from !== null || filter.to !== null || filter.location !== null;

/** The query every results call takes. */
export function toResultsQuery(filter: ResultsFilter): TSurveyResultsQuery {
  return {
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.location ? { locationId: filter.location } : {}),
  };
}

/** The answers' page from the address: 1 when missing or not a page number. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
