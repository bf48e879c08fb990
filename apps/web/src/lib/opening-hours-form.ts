import { type TOpeningHours, type TWeekday, WEEKDAYS, ZOpeningHours } from '@guestloop/contracts';
import { z } from 'zod';
import { formSchemaOptions } from './form-errors';

/**
 * Opening hours as a form edits them (a mode, and per day its times with a "closed" switch),
 * converted to and from the contract's `TOpeningHours` and checked by the contract's own rule.
 * Shared by every editor with work details (locations, menus).
 */

export type HoursMode = 'none' | 'weekly' | 'text';
export interface DayForm {
  open: string;
  close: string;
  closed: boolean;
}
export interface HoursForm {
  mode: HoursMode;
  days: Record<TWeekday, DayForm>;
  text: string;
}

/** The contract's opening hours from the form's (null when not set). */
export function toOpeningHours(hours: HoursForm): TOpeningHours | null {
  if (hours.mode === 'text') return { kind: 'text', text: hours.text };
  if (hours.mode === 'none') return null;
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { open, close, closed } = hours.days[day];
      return [day, closed ? null : { open, close }];
    }),
  ) as Record<TWeekday, { open: string; close: string } | null>;
  return { kind: 'weekly', days };
}

/** The form's opening hours from the contract's; days not set start at `defaultDay`. */
export function fromOpeningHours(hours: TOpeningHours | null, defaultDay: DayForm): HoursForm {
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, { ...defaultDay }])) as Record<
    TWeekday,
    DayForm
  >;
  if (!hours) return { mode: 'none', days, text: '' };
  if (hours.kind === 'text') return { mode: 'text', days, text: hours.text };
  for (const day of WEEKDAYS) {
    const value = hours.days[day];
    days[day] = value ? { ...value, closed: false } : { ...defaultDay, closed: true };
  }
  return { mode: 'weekly', days, text: '' };
}

/** Opening hours checked by the contract's own rule (ZOpeningHours), issues on the form's paths. */
export const ZHoursForm = z
  .object({
    mode: z.enum(['none', 'weekly', 'text']),
    days: z.record(z.string(), z.object({ open: z.string(), close: z.string(), closed: z.boolean() })),
    text: z.string(),
  })
  .superRefine((hours, ctx) => {
    const value = toOpeningHours(hours as HoursForm);
    if (value === null) return;
    const parsed = ZOpeningHours.safeParse(value, formSchemaOptions);
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path.filter((p) => p !== 'kind'), message: issue.message });
    }
  });
