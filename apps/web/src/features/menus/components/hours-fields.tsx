import { WEEKDAYS } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField } from '@/components/ui';
import type { HoursMode } from '@/lib/opening-hours-form';
import { fieldMessage } from './form-errors';
import type { SettingsFormValues } from './settings-form-model';
import { weekdayNames } from './weekdays';

const MODES: readonly HoursMode[] = ['weekly', 'text', 'none'];
const BASE = 'settings.workDetails.hours' as const;

/** The menu's opening hours: a weekly schedule with a "closed" switch per day, or a free text. */
export function HoursFields() {
  const { t, i18n } = useTranslation('menus');
  const { control, register, getValues, setValue, formState } = useFormContext<SettingsFormValues>();
  const mode = useWatch({ control, name: `${BASE}.mode` });
  const days = useWatch({ control, name: `${BASE}.days` });
  const names = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const errors = formState.errors.settings?.workDetails?.hours;

  const copyMonday = () => {
    const monday = getValues(`${BASE}.days.mon`);
    for (const day of WEEKDAYS.slice(1))
      setValue(`${BASE}.days.${day}`, { ...monday }, { shouldDirty: true });
  };

  return (
    <div className="gl-menu-hours-block">
      <span className="gl-field__label" id="menu-hours-label">
        {t('settings.hours')}
      </span>
      <Controller
        control={control}
        name={`${BASE}.mode`}
        render={({ field }) => (
          <SelectButton
            value={field.value}
            options={MODES.map((value) => ({ value, label: t(`settings.hoursModes.${value}`) }))}
            onChange={(event) => event.value && field.onChange(event.value)}
            allowEmpty={false}
            aria-labelledby="menu-hours-label"
          />
        )}
      />
      {mode === 'weekly' ? (
        <>
          <ul className="gl-menu-hours">
            {WEEKDAYS.map((day) => {
              const value = days[day];
              const openId = `menu-hours-${day}-open`;
              const closeId = `menu-hours-${day}-close`;
              const openError = fieldMessage(t, errors?.days?.[day]?.open);
              const closeError = fieldMessage(t, errors?.days?.[day]?.close);
              return (
                <li key={day} className="gl-menu-hours__day">
                  <span className="gl-menu-hours__name">{names[day]}</span>
                  <Controller
                    control={control}
                    name={`${BASE}.days.${day}.closed`}
                    render={({ field }) => (
                      <span className="gl-menu-hours__switch">
                        <InputSwitch
                          checked={!field.value}
                          onChange={(event) => field.onChange(!event.value)}
                          aria-label={t('settings.openOn', { day: names[day] })}
                        />
                        <span aria-hidden="true">
                          {field.value ? t('settings.closed') : t('settings.open')}
                        </span>
                      </span>
                    )}
                  />
                  {value.closed ? null : (
                    <span className="gl-menu-hours__times">
                      <InputText
                        id={openId}
                        type="time"
                        step={60}
                        aria-label={t('settings.opensOn', { day: names[day] })}
                        aria-invalid={openError ? true : undefined}
                        aria-describedby={describedBy(openId, { error: openError })}
                        {...register(`${BASE}.days.${day}.open`)}
                      />
                      <span aria-hidden="true">–</span>
                      <InputText
                        id={closeId}
                        type="time"
                        step={60}
                        aria-label={t('settings.closesOn', { day: names[day] })}
                        aria-invalid={closeError ? true : undefined}
                        aria-describedby={describedBy(closeId, { error: closeError })}
                        {...register(`${BASE}.days.${day}.close`)}
                      />
                    </span>
                  )}
                  {[
                    [openId, openError],
                    [closeId, closeError],
                  ].map(([id, message]) =>
                    message ? (
                      <small key={id} className="gl-field__error" id={`${id}-error`} role="alert">
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
            label={t('settings.copyMonday')}
            icon="pi pi-copy"
            text
            size="small"
            onClick={copyMonday}
          />
        </>
      ) : null}
      {mode === 'text' ? (
        <FormField
          label={t('settings.hoursText')}
          htmlFor="menu-hours-text"
          error={fieldMessage(t, errors?.text)}
        >
          <InputTextarea rows={3} autoResize {...register(`${BASE}.text`)} />
        </FormField>
      ) : null}
    </div>
  );
}
