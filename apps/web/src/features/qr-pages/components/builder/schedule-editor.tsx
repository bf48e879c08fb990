import type { TQrInfoBlockSchedule } from '@guestloop/contracts';
import { Checkbox } from 'primereact/checkbox';
import { InputSwitch } from 'primereact/inputswitch';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { weekdayNames } from '@/lib/intl';
import { browserTimeZone } from '../../api/stats';
import { fieldId, type QrPath, useFieldMessage } from './form-fields';
import type { QrFormValues } from './form-model';
import { fromWallTime, toWallTime } from './schedule-time';

const EMPTY: TQrInfoBlockSchedule = { from: null, to: null, days: null, hours: null };
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** When a block shows: between two moments, on some weekdays, within daily hours (the venue's clock). */
export function ScheduleEditor({ base, name }: { base: string; name: string }) {
  const { t, i18n } = useTranslation('qr-pages');
  const { control, setValue } = useFormContext<QrFormValues>();
  const path = `${base}.schedule`;
  const schedule = useWatch({ control, name: path as QrPath }) as TQrInfoBlockSchedule | null | undefined;
  const timeZone = useConsoleDates().settings.timeZone || browserTimeZone();
  const id = fieldId(path);
  const set = (value: TQrInfoBlockSchedule | null) =>
    setValue(path as QrPath, value as never, { shouldDirty: true, shouldValidate: false });
  const days = Object.values(weekdayNames(i18n.language));

  return (
    <fieldset className="gl-qr-schedule">
      <legend className="gl-visually-hidden">{t('schedule.legend', { name })}</legend>
      <div className="gl-qr-switch">
        <InputSwitch
          inputId={`${id}-on`}
          checked={Boolean(schedule)}
          onChange={(event) => set(event.value ? { ...EMPTY } : null)}
        />
        <label htmlFor={`${id}-on`}>{t('schedule.limit')}</label>
        <small className="gl-qr-muted">{t('schedule.hint', { zone: timeZone })}</small>
      </div>
      {schedule ? (
        <div className="gl-qr-schedule__body">
          <div className="gl-qr-pair">
            <MomentField path={`${path}.from`} label={t('schedule.from')} timeZone={timeZone} />
            <MomentField path={`${path}.to`} label={t('schedule.to')} timeZone={timeZone} />
          </div>
          <fieldset className="gl-qr-days">
            <legend>{t('schedule.days')}</legend>
            {WEEKDAYS.map((day) => {
              const checked = schedule.days?.includes(day) ?? false;
              return (
                <span key={day} className="gl-qr-day">
                  <Checkbox
                    inputId={`${id}-day-${day}`}
                    checked={checked}
                    onChange={() => {
                      const next = checked
                        ? (schedule.days ?? []).filter((d) => d !== day)
                        : [...(schedule.days ?? []), day].sort((a, b) => a - b);
                      set({ ...schedule, days: next.length ? next : null });
                    }}
                  />
                  <label htmlFor={`${id}-day-${day}`}>{days[day - 1]}</label>
                </span>
              );
            })}
            <small className="gl-qr-muted">{t('schedule.daysHint')}</small>
          </fieldset>
          <div className="gl-qr-switch">
            <InputSwitch
              inputId={`${id}-hours-on`}
              checked={Boolean(schedule.hours)}
              onChange={(event) =>
                set({ ...schedule, hours: event.value ? { from: '09:00', to: '18:00' } : null })
              }
            />
            <label htmlFor={`${id}-hours-on`}>{t('schedule.hoursLimit')}</label>
            <small className="gl-qr-muted">{t('schedule.hoursHint')}</small>
          </div>
          {schedule.hours ? (
            <div className="gl-qr-pair">
              <TimeField path={`${path}.hours.from`} label={t('schedule.hoursFrom')} />
              <TimeField path={`${path}.hours.to`} label={t('schedule.hoursTo')} />
            </div>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

function MomentField({ path, label, timeZone }: { path: string; label: string; timeZone: string }) {
  const { control } = useFormContext<QrFormValues>();
  const error = useFieldMessage(path);
  return (
    <Controller
      control={control}
      name={path as QrPath}
      render={({ field }) => (
        <FormField label={label} htmlFor={fieldId(path)} error={error}>
          <input
            className="p-inputtext p-component"
            type="datetime-local"
            dir="ltr"
            value={toWallTime(field.value as string | null, timeZone)}
            onChange={(event) => field.onChange(fromWallTime(event.target.value, timeZone))}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}

function TimeField({ path, label }: { path: string; label: string }) {
  const { register } = useFormContext<QrFormValues>();
  const error = useFieldMessage(path);
  return (
    <FormField label={label} htmlFor={fieldId(path)} error={error}>
      <input className="p-inputtext p-component" type="time" dir="ltr" {...register(path as QrPath)} />
    </FormField>
  );
}
