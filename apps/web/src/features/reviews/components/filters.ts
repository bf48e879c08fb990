import { METRIC_OUTCOMES, type TMetricOutcome, type TReviewExportFilters } from '@guestloop/contracts';
import { dayParam } from '@/lib/calendar-day';
import type { ReviewsQueryInput } from '../api/list-reviews';

/** The inbox's filters, as kept in the page's address (so a link or Back shows the same list). */
export interface ReviewsFilter {
  location: string | null;
  metric: string | null;
  outcome: TMetricOutcome | null;
  /** An exact score on the chosen metric's scale. */
  score: number | null;
  /** Days as YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  /** A day of the week (ISO: 1 Monday … 7 Sunday) and hours (both included), on the venue's clock. */
  dayOfWeek: number | null;
  hourFrom: number | null;
  hourTo: number | null;
  unread: boolean;
  attachment: boolean;
  page: number;
}

export const PAGE_SIZE = 20;
/** The query parameter naming the review open beside the list (notifications link to it). */
export const REVIEW_PARAM = 'review';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isOutcome = (value: string | null): value is TMetricOutcome =>
  (METRIC_OUTCOMES as readonly string[]).includes(value ?? '');

export const NO_FILTER: ReviewsFilter = {
  location: null,
  metric: null,
  outcome: null,
  score: null,
  from: null,
  to: null,
  dayOfWeek: null,
  hourFrom: null,
  hourTo: null,
  unread: false,
  attachment: false,
  page: 1,
};

/** A whole number from `min` to `max` in the address, else null. */
function wholeParam(search: URLSearchParams, key: string, min: number, max: number): number | null {
  const value = search.get(key);
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

export function filterFromSearch(search: URLSearchParams): ReviewsFilter {
  const id = (key: string) => {
    const value = search.get(key);
    return value && UUID.test(value) ? value : null;
  };
  const outcome = search.get('outcome');
  const score = search.get('score');
  const page = Number(search.get('page'));
  const metric = id('metric');
  return {
    location: id('location'),
    metric,
    outcome: isOutcome(outcome) ? outcome : null,
    // A score means something only on one metric's scale.
    score: metric && score && /^\d{1,2}$/.test(score) ? Number(score) : null,
    from: dayParam(search, 'from'),
    to: dayParam(search, 'to'),
    dayOfWeek: wholeParam(search, 'dayOfWeek', 1, 7),
    hourFrom: wholeParam(search, 'hourFrom', 0, 23),
    hourTo: wholeParam(search, 'hourTo', 0, 23),
    unread: search.get('unread') === '1',
    attachment: search.get('attachment') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of the filters, keeping the open review (if any). */
export function filterToSearch(filter: ReviewsFilter, review: string | null = null): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['location', 'metric', 'outcome', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) search.set(key, value);
  }
  for (const key of ['dayOfWeek', 'hourFrom', 'hourTo'] as const) {
    const value = filter[key];
    if (value !== null) search.set(key, String(value));
  }
  if (filter.score !== null) search.set('score', String(filter.score));
  if (filter.unread) search.set('unread', '1');
  if (filter.attachment) search.set('attachment', '1');
  if (filter.page > 1) search.set('page', String(filter.page));
  if (review) search.set(REVIEW_PARAM, review);
  return search;
}

/** The filters as GET /reviews reads them: only what is chosen. */
function chosen(filter: ReviewsFilter): Omit<ReviewsQueryInput, 'page' | 'pageSize'> {
  return {
    ...(filter.location ? { locationId: filter.location } : {}),
    ...(filter.metric ? { metricId: filter.metric } : {}),
    ...(filter.outcome ? { outcome: filter.outcome } : {}),
    ...(filter.score !== null ? { score: filter.score } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.dayOfWeek !== null ? { dayOfWeek: filter.dayOfWeek } : {}),
    ...(filter.hourFrom !== null ? { hourFrom: filter.hourFrom } : {}),
    ...(filter.hourTo !== null ? { hourTo: filter.hourTo } : {}),
    ...(filter.unread ? { unread: 'true' as const } : {}),
    ...(filter.attachment ? { withAttachment: 'true' as const } : {}),
  };
}

/** GET /reviews' query for the filters and the page. */
export function toReviewsQuery(filter: ReviewsFilter): ReviewsQueryInput {
  return { ...chosen(filter), page: filter.page, pageSize: PAGE_SIZE };
}

/** The reviews download's filters: every review the list's pages hold. */
export const toExportFilters = (filter: ReviewsFilter): TReviewExportFilters => chosen(filter);

/** The hours chosen as one value ("19-19"), null when any hour goes. */
export const hoursKey = (filter: Pick<ReviewsFilter, 'hourFrom' | 'hourTo'>) =>
  filter.hourFrom === null && filter.hourTo === null
    ? null
    : `${filter.hourFrom ?? 0}-${filter.hourTo ?? 23}`;

/** The hours of a value made by `hoursKey`. */
export function hoursOf(key: string | null): { hourFrom: number | null; hourTo: number | null } {
  const [from, to] = (key ?? '').split('-').map(Number);
  return from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)
    ? { hourFrom: null, hourTo: null }
    : { hourFrom: from, hourTo: to };
}

/** How many filters are chosen (a score counts with its metric). */
export const activeFilters = (filter: ReviewsFilter) =>
  [
    filter.location,
    filter.metric,
    filter.outcome,
    filter.score,
    filter.from,
    filter.dayOfWeek,
    hoursKey(filter),
    filter.unread,
    filter.attachment,
  ].filter((value) => value !== null && value !== false).length;

export const isFiltered = (filter: ReviewsFilter) =>
  Boolean(
    filter.location ||
      filter.metric ||
      filter.outcome ||
      filter.score !== null ||
      filter.from ||
      filter.to ||
      filter.dayOfWeek !== null ||
      hoursKey(filter) !== null ||
      filter.unread ||
      filter.attachment,
  );
