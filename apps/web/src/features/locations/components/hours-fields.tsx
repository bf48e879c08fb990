import { INTL_LOCALES, isLanguage, type TWeekday, WEEKDAYS } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField } from '@/components/ui';
import type { DayForm, HoursMode } from '@/lib/opening-hours-form';
import { fieldMessage } from './form-errors';
import type { LocationFormValues } from './form-model';

const MODES: readonly HoursMode[] = ['weekly', 'text', 'none'];

/** Weekday names in the UI language; 2024-01-01 was a Monday. */
function weekdayNames(language: string): Record<TWeekday, string> {
  const locale = isLanguage(language) ? INTL_LOCALES[language] : 'en';
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  return Object.fromEntries(
    WEEKDAYS.map((day, i) => [day, format.format(new Date(2024, 0, 1 + i))]),
  ) as Record<TWeekday, string>;
}

/** What a day's times mean: closing before opening is after midnight, equal times round the clock. */
function dayNote(day: DayForm): 'overnight' | 'allDay' | null {
  if (day.closed || !day.open || !day.close) return null;
  if (day.open === day.close) return 'allDay';
  return day.close < day.open ? 'overnight' : null;
}

/** Opening hours: a weekly schedule with a "closed" switch per day, or a free text. */
export function HoursFields() {
  const { t, i18n } = useTranslation('locations');
  const { control, register, getValues, setValue, formState } = useFormContext<LocationFormValues>();
  const mode = useWatch({ control, name: 'settings.workDetails.hours.mode' });
  const days = useWatch({ control, name: 'settings.workDetails.hours.days' });
  const names = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const errors = formState.errors.settings?.workDetails?.hours;

  const copyMonday = () => {
    const monday = getValues('settings.workDetails.hours.days.mon');
    for (const day of WEEKDAYS.slice(1)) {
      setValue(`settings.workDetails.hours.days.${day}`, { ...monday }, { shouldDirty: true });
    }
  };

  return (
    <section className="gl-panel" aria-labelledby="loc-hours">
      <h2 id="loc-hours">{t('hours.title')}</h2>
      <p className="gl-panel__lead">{t('hours.lead')}</p>
      <Controller
        control={control}
        name="settings.workDetails.hours.mode"
        render={({ field }) => (
          <SelectButton
            value={field.value}
            options={MODES.map((value) => ({ value, label: t(`hours.modes.${value}`) }))}
            onChange={(event) => event.value && field.onChange(event.value)}
            allowEmpty={false}
            aria-label={t('hours.modeLabel')}
            className="gl-loc-hours__mode"
          />
        )}
      />
      {mode === 'weekly' ? (
        <>
          <ul className="gl-loc-hours">
            {WEEKDAYS.map((day) => {
              const value = days[day];
              const note = dayNote(value);
              const dayErrors = errors?.days?.[day];
              const openError = fieldMessage(t, dayErrors?.open);
              const closeError = fieldMessage(t, dayErrors?.close);
              const openId = `hours-${day}-open`;
              const closeId = `hours-${day}-close`;
              return (
                <li key={day} className="gl-loc-hours__day">
                  <span className="gl-loc-hours__name" id={`hours-${day}`}>
                    {names[day]}
                  </span>
                  <Controller
                    control={control}
                    name={`settings.workDetails.hours.days.${day}.closed`}
                    render={({ field }) => (
                      <span className="gl-loc-hours__switch">
                        <InputSwitch
                          inputId={`hours-${day}-switch`}
                          checked={!field.value}
                          onChange={(event) => field.onChange(!event.value)}
                          aria-label={t('hours.openOn', { day: names[day] })}
                        />
                        <span aria-hidden="true">{field.value ? t('hours.closed') : t('hours.open')}</span>
                      </span>
                    )}
                  />
                  {value.closed ? null : (
                    <span className="gl-loc-hours__times">
                      <InputText
                        id={openId}
                        type="time"
                        step={60}
                        aria-label={t('hours.opensOn', { day: names[day] })}
                        aria-invalid={openError ? true : undefined}
                        aria-describedby={describedBy(openId, { error: openError })}
                        {...register(`settings.workDetails.hours.days.${day}.open`)}
                      />
                      <span aria-hidden="true">–</span>
                      <InputText
                        id={closeId}
                        type="time"
                        step={60}
                        aria-label={t('hours.closesOn', { day: names[day] })}
                        aria-invalid={closeError ? true : undefined}
                        aria-describedby={describedBy(closeId, { error: closeError })}
                        {...register(`settings.workDetails.hours.days.${day}.close`)}
                      />
                    </span>
                  )}
                  {note ? <span className="gl-loc-hours__note">{t(`hours.${note}`)}</span> : null}
                  {[
                    [openId, openError],
                    [closeId, closeError],
                  ].map(([id, message]) =>
                    message ? (
                      <small
                        key={id}
                        className="gl-field__error gl-loc-hours__error"
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
            label={t('hours.copyMonday')}
            icon="pi pi-copy"
            text
            size="small"
            onClick={copyMonday}
          />
        </>
      ) : null}
      {mode === 'text' ? (
        <FormField
          label={t('hours.text')}
          htmlFor="hours-text"
          hint={t('hours.textHint')}
          error={fieldMessage(t, errors?.text)}
        >
          <InputTextarea rows={3} autoResize {...register('settings.workDetails.hours.text')} />
        </FormField>
      ) : null}
      {mode === 'none' ? <p className="gl-loc-muted">{t('hours.noneHint')}</p> : null}
    </section>
  );
}
