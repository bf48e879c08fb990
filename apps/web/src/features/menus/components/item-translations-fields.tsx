import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { fieldMessage } from './form-errors';
import type { ItemFormValues } from './item-form-model';

/** The item's title in other languages, one row per language. */
export function ItemTranslationsFields({ menuLanguage }: { menuLanguage: TLanguage }) {
  const { t } = useTranslation('menus');
  const { control, register, formState } = useFormContext<ItemFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'titleTranslate' });
  const rows = useWatch({ control, name: 'titleTranslate' }) ?? [];
  const used = new Set<TLanguage>([menuLanguage, ...rows.map((row) => row.language)]);
  const free = LANGUAGES.filter((language) => !used.has(language));
  const errors = formState.errors.titleTranslate;

  return (
    <section className="gl-menu-subform" aria-labelledby="item-translations">
      <h3 id="item-translations">{t('item.translations')}</h3>
      <p className="gl-menu-muted">{t('item.translationsHint')}</p>
      {fields.map((field, index) => {
        const id = `item-translation-${index}`;
        const current = rows[index]?.language;
        const options = LANGUAGES.filter((language) => language === current || !used.has(language)).map(
          (value) => ({
            value,
            label: LANGUAGE_NAMES[value],
          }),
        );
        return (
          <div key={field.id} className="gl-menu-row">
            <Controller
              control={control}
              name={`titleTranslate.${index}.language`}
              render={({ field: language }) => (
                <FormField label={t('fields.language')} htmlFor={`${id}-language`}>
                  <Dropdown
                    inputId={`${id}-language`}
                    value={language.value}
                    options={options}
                    optionLabel="label"
                    optionValue="value"
                    onChange={(event) => language.onChange(event.value)}
                    filter
                  />
                </FormField>
              )}
            />
            <FormField
              label={t('item.translatedTitle')}
              htmlFor={`${id}-title`}
              error={fieldMessage(t, errors?.[index]?.title)}
            >
              <InputText autoComplete="off" dir="auto" {...register(`titleTranslate.${index}.title`)} />
            </FormField>
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              className="gl-menu-row__remove"
              aria-label={t('item.removeTranslation', { language: current ? LANGUAGE_NAMES[current] : '' })}
              onClick={() => remove(index)}
            />
          </div>
        );
      })}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('item.addTranslation')}
        outlined
        size="small"
        disabled={free.length === 0}
        onClick={() => free[0] && append({ language: free[0], title: '' })}
      />
    </section>
  );
}
