import type { TCurrency } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { fieldMessage } from './form-errors';
import { type ItemFormValues, NEW_ADDON, NEW_ADDON_OPTION } from './item-form-model';
import { PriceInput } from './price-input';

/** Add-on groups ("Milk", "Extras"): the guest picks between min and max of their options. */
export function ItemAddonsFields({ currency, typical }: { currency: TCurrency; typical: number | null }) {
  const { t } = useTranslation('menus');
  const { control, register, formState } = useFormContext<ItemFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'addons' });
  const errors = formState.errors.addons;

  return (
    <section className="gl-menu-subform" aria-labelledby="item-addons">
      <h3 id="item-addons">{t('item.addons')}</h3>
      <p className="gl-menu-muted">{t('item.addonsHint')}</p>
      {fields.map((field, index) => {
        const id = `item-addon-${index}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset cannot lay its legend out inline in this wrapping row; role=group with a label gives the same semantics
          <div key={field.id} className="gl-menu-addon" role="group" aria-labelledby={`${id}-caption`}>
            <span className="gl-menu-row__caption" id={`${id}-caption`}>
              {t('item.addonGroupN', { n: index + 1 })}
            </span>
            <div className="gl-menu-row">
              <FormField
                label={t('item.groupName')}
                htmlFor={`${id}-name`}
                error={fieldMessage(t, errors?.[index]?.name)}
              >
                <InputText autoComplete="off" {...register(`addons.${index}.name`)} />
              </FormField>
              {(['min', 'max'] as const).map((bound) => (
                <Controller
                  key={bound}
                  control={control}
                  name={`addons.${index}.${bound}`}
                  render={({ field: count }) => (
                    <FormField
                      label={t(`item.${bound}`)}
                      htmlFor={`${id}-${bound}`}
                      error={fieldMessage(t, errors?.[index]?.[bound])}
                    >
                      <InputNumber
                        inputId={`${id}-${bound}`}
                        value={count.value}
                        onValueChange={(event) => count.onChange(event.value ?? 0)}
                        min={bound === 'min' ? 0 : 1}
                        max={30}
                        showButtons
                        className="gl-menu-count-input"
                      />
                    </FormField>
                  )}
                />
              ))}
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                className="gl-menu-row__remove"
                aria-label={t('item.removeGroup', { n: index + 1 })}
                title={t('item.removeGroup', { n: index + 1 })}
                onClick={() => remove(index)}
              />
            </div>
            <AddonOptions groupIndex={index} currency={currency} typical={typical} />
          </div>
        );
      })}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('item.addAddonGroup')}
        outlined
        size="small"
        disabled={fields.length >= 10}
        onClick={() => append({ ...NEW_ADDON, options: [{ ...NEW_ADDON_OPTION }] })}
      />
    </section>
  );
}

function AddonOptions({
  groupIndex,
  currency,
  typical,
}: {
  groupIndex: number;
  currency: TCurrency;
  typical: number | null;
}) {
  const { t } = useTranslation('menus');
  const { control, register, formState } = useFormContext<ItemFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `addons.${groupIndex}.options` });
  const errors = formState.errors.addons?.[groupIndex]?.options;

  return (
    <div className="gl-menu-addon__options">
      {fields.map((field, index) => {
        const id = `item-addon-${groupIndex}-option-${index}`;
        return (
          <div key={field.id} className="gl-menu-row">
            <FormField
              label={t('item.addonName')}
              htmlFor={`${id}-name`}
              error={fieldMessage(t, errors?.[index]?.name)}
            >
              <InputText autoComplete="off" {...register(`addons.${groupIndex}.options.${index}.name`)} />
            </FormField>
            <Controller
              control={control}
              name={`addons.${groupIndex}.options.${index}.price`}
              render={({ field: price }) => (
                <FormField
                  label={t('item.addonPrice')}
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
              icon="pi pi-times"
              text
              rounded
              severity="secondary"
              className="gl-menu-row__remove"
              aria-label={t('item.removeAddon', { n: index + 1 })}
              title={t('item.removeAddon', { n: index + 1 })}
              disabled={fields.length <= 1}
              onClick={() => remove(index)}
            />
          </div>
        );
      })}
      {typeof errors?.message === 'string' || typeof errors?.root?.message === 'string' ? (
        <small className="gl-field__error" role="alert">
          {fieldMessage(t, errors?.root ?? (errors as { message?: string }))}
        </small>
      ) : null}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('item.addAddon')}
        text
        size="small"
        disabled={fields.length >= 30}
        onClick={() => append({ ...NEW_ADDON_OPTION })}
      />
    </div>
  );
}
