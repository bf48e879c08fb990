import { WEEKDAYS } from '@guestloop/contracts';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { weekdayNames } from '@/lib/intl';
import { fieldMessage } from './form-errors';
import type { ItemFormValues } from './item-form-model';

/** Hours an item is served (breakfast until 11:30); off means whenever the venue is open. */
export function ItemAvailabilityFields() {
  const { t, i18n } = useTranslation('menus');
  const { control, register, formState } = useFormContext<ItemFormValues>();
  const enabled = useWatch({ control, name: 'availability.enabled' });
  const names = useMemo(() => weekdayNames(i18n.language, 'short'), [i18n.language]);
  const longNames = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const errors = formState.errors.availability;

  return (
    <section className="gl-menu-subform" aria-labelledby="item-hours">
      <h3 id="item-hours">{t('item.availability')}</h3>
      <Controller
        control={control}
        name="availability.enabled"
        render={({ field }) => (
          <label className="gl-menu-switch" htmlFor="item-hours-enabled">
            <InputSwitch
              inputId="item-hours-enabled"
              checked={field.value}
              onChange={(e) => field.onChange(Boolean(e.value))}
            />
            <span>{t('item.availabilityLimited')}</span>
          </label>
        )}
      />
      {enabled ? (
        <>
          <Controller
            control={control}
            name="availability.days"
            render={({ field }) => (
              <div className="gl-field">
                <span className="gl-field__label" id="item-hours-days">
                  {t('item.days')}
                </span>
                <SelectButton
                  multiple
                  value={field.value}
                  options={WEEKDAYS.map((value) => ({ value, label: longNames[value], short: names[value] }))}
                  optionLabel="label"
                  optionValue="value"
                  itemTemplate={(option: { short: string }) => option.short}
                  onChange={(event) => field.onChange(event.value ?? [])}
                  aria-labelledby="item-hours-days"
                  className="gl-menu-days"
                />
                {errors?.days ? (
                  <small className="gl-field__error" role="alert">
                    {fieldMessage(t, errors.days)}
                  </small>
                ) : null}
              </div>
            )}
          />
          <div className="gl-menu-grid">
            <FormField label={t('item.from')} htmlFor="item-hours-from" error={fieldMessage(t, errors?.from)}>
              <InputText type="time" step={60} {...register('availability.from')} />
            </FormField>
            <FormField label={t('item.to')} htmlFor="item-hours-to" error={fieldMessage(t, errors?.to)}>
              <InputText type="time" step={60} {...register('availability.to')} />
            </FormField>
          </div>
        </>
      ) : null}
    </section>
  );
}
