import { describe, expect, it } from 'vitest';
import { splitByWholeMonths } from './buckets';

describe('splitByWholeMonths', () => {
  it('reads whole months as months and the rest as days', () => {
    expect(splitByWholeMonths('2024-01-15', '2024-04-10')).toEqual({
      months: { from: '2024-02-01', to: '2024-03-01' },
      days: [
        { from: '2024-01-15', to: '2024-01-31' },
        { from: '2024-04-01', to: '2024-04-10' },
      ],
    });
  });

  it('needs no days when the range is whole months, leap February included', () => {
    expect(splitByWholeMonths('2024-02-01', '2024-02-29')).toEqual({
      months: { from: '2024-02-01', to: '2024-02-01' },
      days: [],
    });
    expect(splitByWholeMonths('2023-12-01', '2024-11-30')).toEqual({
      months: { from: '2023-12-01', to: '2024-11-01' },
      days: [],
    });
  });

  it('keeps a range without a whole month as days', () => {
    expect(splitByWholeMonths('2024-02-01', '2024-02-28')).toEqual({
      months: null,
      days: [{ from: '2024-02-01', to: '2024-02-28' }],
    });
    expect(splitByWholeMonths('2024-01-20', '2024-02-10')).toEqual({
      months: null,
      days: [{ from: '2024-01-20', to: '2024-02-10' }],
    });
    expect(splitByWholeMonths('2024-03-05', '2024-03-05')).toEqual({
      months: null,
      days: [{ from: '2024-03-05', to: '2024-03-05' }],
    });
  });

  it('reads "the last 12 months" as eleven months and this month so far', () => {
    expect(splitByWholeMonths('2025-12-01', '2026-11-26')).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [{ from: '2026-11-01', to: '2026-11-26' }],
    });
  });

  it('reads this month whole when the range reaches today, since no rating is later', () => {
    expect(splitByWholeMonths('2025-12-01', '2026-11-26', '2026-11-26')).toEqual({
      months: { from: '2025-12-01', to: '2026-11-01' },
      days: [],
    });
    expect(splitByWholeMonths('2026-10-28', '2026-11-26', '2026-11-26')).toEqual({
      months: { from: '2026-11-01', to: '2026-11-01' },
      days: [{ from: '2026-10-28', to: '2026-10-31' }],
    });
    expect(splitByWholeMonths('2026-11-03', '2026-11-26', '2026-11-26')).toEqual({
      months: null,
      days: [{ from: '2026-11-03', to: '2026-11-26' }],
    });
    // A range that ends before today keeps its last days as days.
    expect(splitByWholeMonths('2025-12-01', '2026-11-25', '2026-11-26')).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [{ from: '2026-11-01', to: '2026-11-25' }],
    });
  });
});
