import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DayRangeFilter } from './FilterFields';

/** The calendar's cell of a day of the shown month, and whether it can be picked. */
function dayCell(day: number): HTMLElement {
  const cells = [
    ...document.querySelectorAll<HTMLElement>(
      '.p-datepicker-calendar td:not(.p-datepicker-other-month) span',
    ),
  ];
  const cell = cells.find((span) => span.textContent === String(day));
  if (!cell) throw new Error(`no cell for day ${day}`);
  return cell;
}

describe('DayRangeFilter', () => {
  // A day of the month that is not today's last one, so tomorrow is in the same month.
  const today = new Date(2026, 10, 18, 12);

  it('ends the calendar today by default, and lets days ahead be picked when asked', () => {
    vi.useFakeTimers({ now: today, toFake: ['Date'] });
    try {
      const filter = (future?: boolean) => (
        <DayRangeFilter
          inputId="days"
          label="Days"
          placeholder="Any day"
          from={null}
          to={null}
          future={future}
          onChange={() => {}}
        />
      );
      const { unmount } = render(filter());
      fireEvent.click(screen.getByLabelText('Days'));
      expect(dayCell(19)).toHaveClass('p-disabled');
      expect(dayCell(18)).not.toHaveClass('p-disabled');
      unmount();
      render(filter(true));
      fireEvent.click(screen.getByLabelText('Days'));
      expect(dayCell(19)).not.toHaveClass('p-disabled');
    } finally {
      vi.useRealTimers();
    }
  });
});
