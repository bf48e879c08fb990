import { SURVEY_PROGRESS_MAX_DAYS, type TSurvey, type TSurveyProgressBody } from '@guestloop/contracts';
import { useCompany } from '@/entities/company';
import { dayIn } from '@/lib/date-format';
import type { ResultsFilter } from './filters';

export interface ProgressPeriod {
  /** Days as YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** The period asked for was longer than a chart may cover: only its last days are drawn. */
  clamped: boolean;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The days the chart covers: the filter's, an open start taken as the survey's first day and an
 * open end as today, and then at most the API's longest period, ending where the filter ends.
 */
export function progressPeriod(
  filter: ResultsFilter,
  { today, firstDay }: { today: string; firstDay: string },
): ProgressPeriod {
  const to = filter.to ?? (filter.from && filter.from > today ? filter.from : today);
  const wanted = filter.from ?? (firstDay < to ? firstDay : to);
  const earliest = addDays(to, -(SURVEY_PROGRESS_MAX_DAYS - 1));
  return wanted < earliest ? { from: earliest, to, clamped: true } : { from: wanted, to, clamped: false };
}

export const progressBody = (period: ProgressPeriod, filter: ResultsFilter): TSurveyProgressBody => ({
  from: period.from,
  to: period.to,
  ...(filter.location ? { locationId: filter.location } : {}),
});

/** The chart's period on the company's clock; null until the company's time zone is known. */
export function useProgressPeriod(survey: TSurvey, filter: ResultsFilter): ProgressPeriod | null {
  const company = useCompany();
  if (company.isPending) return null;
  const timeZone = company.data?.timeZone;
  return progressPeriod(filter, {
    today: dayIn(new Date(), timeZone),
    firstDay: dayIn(new Date(survey.createdAt), timeZone),
  });
}
