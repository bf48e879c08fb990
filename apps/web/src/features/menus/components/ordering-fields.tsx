import { PICKUP_SLOT_LENGTHS } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputTextarea } from 'primereact/inputtextarea';
import { useMemo } from 'react';
import { Controller, type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { intlLocale } from '@/lib/intl';
import { fieldMessage } from './form-errors';
import { PriceInput } from './price-input';
import type { SettingsFormValues } from './settings-form-model';

type OrderingKey = keyof SettingsFormValues['settings']['ordering'];
const path = (key: OrderingKey) =>
  `settings.ordering.${key}` as const satisfies FieldPath<SettingsFormValues>;
const idOf = (key: OrderingKey) => `menu-ordering-${key}`;

/** A slot length as the language says it: "15 minutes", "1 hour". */
function durationLabel(minutes: number, language: string): string {
  const hours = minutes % 60 === 0;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(hours ? minutes / 60 : minutes);
}

/** One on/off setting with its label and what it means. */
function SwitchField({ name, label, hint }: { name: OrderingKey; label: string; hint: string }) {
  const { control } = useFormContext<SettingsFormValues>();
  const id = idOf(name);
  return (
    <Controller
      control={control}
      name={path(name)}
      render={({ field }) => (
        <div className="gl-ordering-switch">
          <InputSwitch
            inputId={id}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(Boolean(event.value))}
            aria-describedby={`${id}-hint`}
          />
          <label htmlFor={id}>{label}</label>
          <small id={`${id}-hint`} className="gl-field__hint">
            {hint}
          </small>
        </div>
      )}
    />
  );
}

/**
 * The Ordering section of the settings form: which orders the menu takes and their rules. A
 * pause is not here: it is saved at once, from the panel above the editor.
 */
export function OrderingFields() {
  const { t, i18n } = useTranslation('menus');
  const { control, register, formState } = useFormContext<SettingsFormValues>();
  const ordering = useWatch({ control, name: 'settings.ordering' });
  const hoursMode = useWatch({ control, name: 'settings.workDetails.hours.mode' });
  const currency = useWatch({ control, name: 'currency' });
  const errors = formState.errors.settings?.ordering;
  const slotOptions = useMemo(
    () => PICKUP_SLOT_LENGTHS.map((value) => ({ value, label: durationLabel(value, i18n.language) })),
    [i18n.language],
  );
  const modeError = fieldMessage(t, errors?.table);

  const price = (key: 'deliveryFee' | 'deliveryMinimum') => (
    <Controller
      control={control}
      name={path(key)}
      render={({ field }) => (
        <FormField
          label={t(`ordering.${key}`)}
          htmlFor={idOf(key)}
          hint={t(`ordering.${key}Hint`)}
          error={fieldMessage(t, errors?.[key])}
        >
          <PriceInput
            inputId={idOf(key)}
            value={field.value as number | null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            currency={currency}
          />
        </FormField>
      )}
    />
  );

  return (
    <section className="gl-menu-subform" aria-labelledby="menu-ordering">
      <h3 id="menu-ordering">{t('ordering.title')}</h3>
      <p className="gl-menu-muted">{t('ordering.lead')}</p>
      <fieldset
        className="gl-ordering-modes"
        aria-describedby={modeError ? 'menu-ordering-modes-error' : undefined}
      >
        <legend className="gl-field__label">{t('ordering.modes')}</legend>
        <SwitchField name="table" label={t('ordering.table')} hint={t('ordering.tableHint')} />
        <SwitchField name="pickup" label={t('ordering.pickup')} hint={t('ordering.pickupHint')} />
        <SwitchField name="delivery" label={t('ordering.delivery')} hint={t('ordering.deliveryHint')} />
        {modeError ? (
          <small className="gl-field__error" id="menu-ordering-modes-error" role="alert">
            {modeError}
          </small>
        ) : null}
      </fieldset>
      <SwitchField name="viewOnly" label={t('ordering.viewOnly')} hint={t('ordering.viewOnlyHint')} />
      <SwitchField
        name="onlyWithinHours"
        label={t('ordering.onlyWithinHours')}
        hint={t('ordering.onlyWithinHoursHint')}
      />
      {ordering.onlyWithinHours && hoursMode !== 'weekly' ? (
        <p className="gl-ordering-warning" role="status">
          {t('ordering.noWeeklyHours')}
        </p>
      ) : null}
      {ordering.pickup || ordering.delivery ? (
        <div className="gl-menu-grid gl-ordering-pair">
          <Controller
            control={control}
            name={path('preparationMinutes')}
            render={({ field }) => (
              <FormField
                label={t('ordering.preparation')}
                htmlFor={idOf('preparationMinutes')}
                hint={t('ordering.preparationHint')}
                error={fieldMessage(t, errors?.preparationMinutes)}
              >
                <InputNumber
                  inputId={idOf('preparationMinutes')}
                  value={field.value as number | null}
                  onValueChange={(event) => field.onChange(event.value ?? null)}
                  onBlur={field.onBlur}
                  min={0}
                  max={240}
                  useGrouping={false}
                  locale={intlLocale(i18n.language)}
                />
              </FormField>
            )}
          />
          {ordering.pickup ? (
            <Controller
              control={control}
              name={path('pickupSlotMinutes')}
              render={({ field }) => (
                <FormField
                  label={t('ordering.slotLength')}
                  htmlFor={idOf('pickupSlotMinutes')}
                  hint={t('ordering.slotLengthHint')}
                  error={fieldMessage(t, errors?.pickupSlotMinutes)}
                >
                  <Dropdown
                    inputId={idOf('pickupSlotMinutes')}
                    value={field.value}
                    options={slotOptions}
                    onChange={(event) => field.onChange(event.value)}
                  />
                </FormField>
              )}
            />
          ) : null}
        </div>
      ) : null}
      {ordering.delivery ? (
        <>
          <div className="gl-menu-grid gl-ordering-pair">
            {price('deliveryFee')}
            {price('deliveryMinimum')}
          </div>
          <FormField
            label={t('ordering.deliveryAreas')}
            htmlFor={idOf('deliveryAreas')}
            hint={t('ordering.deliveryAreasHint')}
            error={fieldMessage(t, errors?.deliveryAreas)}
          >
            <InputTextarea rows={3} autoResize dir="auto" {...register(path('deliveryAreas'))} />
          </FormField>
        </>
      ) : null}
    </section>
  );
}
