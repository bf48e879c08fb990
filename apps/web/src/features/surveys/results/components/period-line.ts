import type { ResultsFilter } from './filters';
import type { ResultsWords } from './use-results-words';

/** What period the figures cover, in words. */
export function periodLine(filter: ResultsFilter, words: ResultsWords): string {
  const { t } = words;
  if (filter.from && filter.to) return t('period.range', { days: words.range(filter.from, filter.to) });
  if (filter.from) return t('period.since', { day: words.day(filter.from) });
  if (filter.to) return t('period.until', { day: words.day(filter.to) });
  return t('period.all');
}
