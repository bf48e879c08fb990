import { OPTION_UNIT_TYPES, type TCurrency } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { fieldMessage } from './form-errors';
import { type ItemFormValues, MEASURED_UNITS, NEW_OPTION } from './item-form-model';
import { PriceInput } from './price-input';

/** Sizes and portions ("250 ml — 3.90"): name, unit, amount for measured units, price. */
export function ItemOptionsFields({ currency, typical }: { currency: TCurrency; typical: number | null }) {
  const { t } = useTranslation('menus');
  const { control, register, formState } = useFormContext<ItemFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const units = useWatch({ control, name: 'options' });
  const errors = formState.errors.options;
  const unitOptions = OPTION_UNIT_TYPES.map((value) => ({ value, label: t(`units.${value}`) }));

  return (
    <section className="gl-menu-subform" aria-labelledby="item-options">
      <h3 id="item-options">{t('item.options')}</h3>
      <p className="gl-menu-muted">{t('item.optionsHint')}</p>
      {fields.map((field, index) => {
        const id = `item-option-${index}`;
        const unit = units?.[index]?.unitType ?? 'item';
        const measure = MEASURED_UNITS[unit];
        return (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset cannot lay its legend out inline in this wrapping row; role=group with a label gives the same semantics
          <div key={field.id} className="gl-menu-row" role="group" aria-labelledby={`${id}-caption`}>
            <span className="gl-menu-row__caption" id={`${id}-caption`}>
              {t('item.optionN', { n: index + 1 })}
            </span>
            <FormField
              label={t('item.optionName')}
              htmlFor={`${id}-name`}
              error={fieldMessage(t, errors?.[index]?.name)}
            >
              <InputText autoComplete="off" {...register(`options.${index}.name`)} />
            </FormField>
            <Controller
              control={control}
              name={`options.${index}.unitType`}
              render={({ field: unitField }) => (
                <FormField label={t('item.unit')} htmlFor={`${id}-unit`}>
                  <Dropdown
                    inputId={`${id}-unit`}
                    value={unitField.value}
                    options={unitOptions}
                    optionLabel="label"
                    optionValue="value"
                    onChange={(event) => unitField.onChange(event.value)}
                  />
                </FormField>
              )}
            />
            {measure ? (
              <Controller
                control={control}
                name={`options.${index}.amount`}
                render={({ field: amount }) => (
                  <FormField
                    label={t('item.amount', { unit: t(`measures.${measure}`) })}
                    htmlFor={`${id}-amount`}
                    error={fieldMessage(t, errors?.[index]?.amount)}
                  >
                    <InputNumber
                      inputId={`${id}-amount`}
                      value={amount.value}
                      onValueChange={(event) => amount.onChange(event.value ?? null)}
                      min={0}
                      max={1_000_000}
                      maxFractionDigits={1}
                      suffix={` ${t(`measures.${measure}`)}`}
                    />
                  </FormField>
                )}
              />
            ) : null}
            <Controller
              control={control}
              name={`options.${index}.price`}
              render={({ field: price }) => (
                <FormField
                  label={t('item.optionPrice')}
                  htmlFor={`${id}-price`}
                  error={fieldMessage(t, errors?.[index]?.price)}
                >
                  <PriceInput
                    inputId={`${id}-price`}
                    value={price.value}
                    onChange={price.onChange}
                    currency={currency}
                    typical={typical}
                  />
                </FormField>
              )}
            />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              className="gl-menu-row__remove"
              aria-label={t('item.removeOption', { n: index + 1 })}
              title={t('item.removeOption', { n: index + 1 })}
              onClick={() => remove(index)}
            />
          </div>
        );
      })}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('item.addOption')}
        outlined
        size="small"
        disabled={fields.length >= 20}
        onClick={() => append({ ...NEW_OPTION })}
      />
    </section>
  );
}
