import { type TWeekday, WEEKDAYS } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { useMemo } from 'react';
import { Controller, type FieldError, get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { weekdayNames } from '@/lib/intl';
import type { DayForm, HoursForm, HoursMode } from '@/lib/opening-hours-form';
import { describedBy, FormField } from './FormField';
import './opening-hours.css';

const MODES: readonly HoursMode[] = ['weekly', 'text', 'none'];

/** Every text of the fields, in the words (and namespace) of the editor that shows them. */
export interface OpeningHoursTexts {
  modes: Record<HoursMode, string>;
  /** Names the mode switch when no visible label does (`labelledBy`). */
  modeLabel?: string;
  open: string;
  closed: string;
  openOn: (day: string) => string;
  opensOn: (day: string) => string;
  closesOn: (day: string) => string;
  copyMonday: string;
  text: string;
  textHint?: string;
  /** Notes under a day whose times close after midnight or run round the clock; none without them. */
  overnight?: string;
  allDay?: string;
  /** Shown for the "no hours" mode. */
  noneHint?: string;
}

export interface OpeningHoursFieldsProps {
  /** The form path of the `HoursForm` (`settings.workDetails.hours`); the form is react-hook-form's context. */
  name: string;
  /** Makes the field ids unique on the page (`hours` → `hours-mon-open`). */
  idPrefix: string;
  texts: OpeningHoursTexts;
  /** The id of a visible label of the mode switch. */
  labelledBy?: string;
  /** A field error in words (the editor's own validation texts). */
  errorText: (error: FieldError | undefined) => string | undefined;
}

/** What a day's times mean: closing before opening is after midnight, equal times round the clock. */
export function dayNote(day: DayForm): 'overnight' | 'allDay' | null {
  if (day.closed || !day.open || !day.close) return null;
  if (day.open === day.close) return 'allDay';
  return day.close < day.open ? 'overnight' : null;
}

/**
 * Opening hours in a form: a weekly schedule with a "closed" switch and times per day (and
 * "copy Monday to every day"), a free text, or none. Converting to the contract's value is
 * `toOpeningHours` of `@/lib/opening-hours-form`.
 */
export function OpeningHoursFields({
  name,
  idPrefix,
  texts,
  labelledBy,
  errorText,
}: OpeningHoursFieldsProps) {
  const { i18n } = useTranslation();
  const { control, register, getValues, setValue, formState } = useFormContext();
  const mode = useWatch({ control, name: `${name}.mode` }) as HoursMode;
  const days = useWatch({ control, name: `${name}.days` }) as HoursForm['days'];
  const names = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const errors = get(formState.errors, name) as
    | { days?: Partial<Record<TWeekday, { open?: FieldError; close?: FieldError }>>; text?: FieldError }
    | undefined;

  const copyMonday = () => {
    const monday = getValues(`${name}.days.mon`) as DayForm;
    for (const day of WEEKDAYS.slice(1))
      setValue(`${name}.days.${day}`, { ...monday }, { shouldDirty: true });
  };

  return (
    <div className="gl-hours-fields">
      <Controller
        control={control}
        name={`${name}.mode`}
        render={({ field }) => (
          <SelectButton
            value={field.value}
            options={MODES.map((value) => ({ value, label: texts.modes[value] }))}
            onChange={(event) => event.value && field.onChange(event.value)}
            allowEmpty={false}
            aria-label={labelledBy ? undefined : texts.modeLabel}
            aria-labelledby={labelledBy}
          />
        )}
      />
      {mode === 'weekly' ? (
        <>
          <ul className="gl-hours">
            {WEEKDAYS.map((day) => {
              const value = days[day];
              const note = dayNote(value);
              const noteText = note ? texts[note] : undefined;
              const openId = `${idPrefix}-${day}-open`;
              const closeId = `${idPrefix}-${day}-close`;
              const openError = errorText(errors?.days?.[day]?.open);
              const closeError = errorText(errors?.days?.[day]?.close);
              return (
                <li key={day} className="gl-hours__day">
                  <span className="gl-hours__name">{names[day]}</span>
                  <Controller
                    control={control}
                    name={`${name}.days.${day}.closed`}
                    render={({ field }) => (
                      <span className="gl-hours__switch">
                        <InputSwitch
                          inputId={`${idPrefix}-${day}-switch`}
                          checked={!field.value}
                          onChange={(event) => field.onChange(!event.value)}
                          aria-label={texts.openOn(names[day])}
                        />
                        <span aria-hidden="true">{field.value ? texts.closed : texts.open}</span>
                      </span>
                    )}
                  />
                  {value.closed ? null : (
                    <span className="gl-hours__times">
                      <InputText
                        id={openId}
                        type="time"
                        step={60}
                        aria-label={texts.opensOn(names[day])}
                        aria-invalid={openError ? true : undefined}
                        aria-describedby={describedBy(openId, { error: openError })}
                        {...register(`${name}.days.${day}.open`)}
                      />
                      <span aria-hidden="true">–</span>
                      <InputText
                        id={closeId}
                        type="time"
                        step={60}
                        aria-label={texts.closesOn(names[day])}
                        aria-invalid={closeError ? true : undefined}
                        aria-describedby={describedBy(closeId, { error: closeError })}
                        {...register(`${name}.days.${day}.close`)}
                      />
                    </span>
                  )}
                  {noteText ? <span className="gl-hours__note">{noteText}</span> : null}
                  {[
                    [openId, openError],
                    [closeId, closeError],
                  ].map(([id, message]) =>
                    message ? (
                      <small
                        key={id}
                        className="gl-field__error gl-hours__error"
                        id={`${id}-error`}
                        role="alert"
                      >
                        {message}
                      </small>
                    ) : null,
                  )}
                </li>
              );
            })}
          </ul>
          <Button
            type="button"
            label={texts.copyMonday}
            icon="pi pi-copy"
            text
            size="small"
            onClick={copyMonday}
          />
        </>
      ) : null}
      {mode === 'text' ? (
        <FormField
          label={texts.text}
          htmlFor={`${idPrefix}-text`}
          hint={texts.textHint}
          error={errorText(errors?.text)}
        >
          <InputTextarea rows={3} autoResize {...register(`${name}.text`)} />
        </FormField>
      ) : null}
      {mode === 'none' && texts.noneHint ? <p className="gl-hours__hint">{texts.noneHint}</p> : null}
    </div>
  );
}
