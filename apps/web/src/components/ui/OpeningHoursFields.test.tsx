import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fromOpeningHours, type HoursForm, toOpeningHours } from '@/lib/opening-hours-form';
import { renderWithQuery } from '@/test/render';
import { OpeningHoursFields, type OpeningHoursTexts } from './OpeningHoursFields';

const TEXTS: OpeningHoursTexts = {
  modes: { weekly: 'Weekly schedule', text: 'Free text', none: 'Not shown' },
  modeLabel: 'How to show the hours',
  open: 'Open',
  closed: 'Closed',
  openOn: (day) => `Open on ${day}`,
  opensOn: (day) => `Opens on ${day}`,
  closesOn: (day) => `Closes on ${day}`,
  copyMonday: 'Copy Monday to all days',
  text: 'Opening hours text',
  overnight: 'Closes after midnight',
  allDay: 'Open round the clock',
  noneHint: 'Guests see no opening hours.',
};

function Editor({ onSave }: { onSave: (hours: HoursForm) => void }) {
  const form = useForm<{ venue: { hours: HoursForm } }>({
    defaultValues: {
      venue: { hours: fromOpeningHours(null, { open: '09:00', close: '18:00', closed: false }) },
    },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onSave(values.venue.hours))}>
        <OpeningHoursFields name="venue.hours" idPrefix="venue" texts={TEXTS} errorText={(e) => e?.message} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe('OpeningHoursFields', () => {
  it('edits a weekly schedule: a day closed, times copied from Monday, a night past midnight', async () => {
    const onSave = vi.fn();
    renderWithQuery(<Editor onSave={onSave} />);
    const user = userEvent.setup();
    expect(screen.getByText('Guests see no opening hours.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Weekly schedule' }));
    const mondayCloses = screen.getByLabelText('Closes on Monday');
    await user.clear(mondayCloses);
    await user.type(mondayCloses, '23:30');
    await user.click(screen.getByRole('button', { name: 'Copy Monday to all days' }));
    expect(screen.getByLabelText('Closes on Friday')).toHaveValue('23:30');

    await user.click(screen.getByRole('switch', { name: 'Open on Sunday' }));
    expect(screen.queryByLabelText('Opens on Sunday')).not.toBeInTheDocument();
    const saturdayCloses = screen.getByLabelText('Closes on Saturday');
    await user.clear(saturdayCloses);
    await user.type(saturdayCloses, '02:00');
    expect(screen.getByText('Closes after midnight')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const hours = toOpeningHours(onSave.mock.calls[0]?.[0]);
    expect(hours).toMatchObject({
      kind: 'weekly',
      days: { mon: { open: '09:00', close: '23:30' }, sat: { open: '09:00', close: '02:00' }, sun: null },
    });
  });

  it('takes a free text instead', async () => {
    const onSave = vi.fn();
    renderWithQuery(<Editor onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Free text' }));
    await user.type(screen.getByLabelText('Opening hours text'), 'Summer only, 10–22');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toOpeningHours(onSave.mock.calls[0]?.[0])).toEqual({ kind: 'text', text: 'Summer only, 10–22' });
  });
});
