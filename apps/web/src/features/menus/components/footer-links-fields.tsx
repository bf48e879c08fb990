import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { fieldMessage } from './form-errors';
import type { SettingsFormValues } from './settings-form-model';

const MAX_LINKS = 20;

/** Links at the foot of the public menu ("Instagram", "Book a table"): label and URL. */
export function FooterLinksFields() {
  const { t } = useTranslation('menus');
  const { control, register, formState } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'settings.footerLinks' });
  const errors = formState.errors.settings?.footerLinks;

  return (
    <div className="gl-menu-links">
      {fields.length === 0 ? <p className="gl-menu-muted">{t('settings.noLinks')}</p> : null}
      {fields.map((field, index) => {
        const id = `menu-link-${index}`;
        return (
          <div key={field.id} className="gl-menu-row">
            <FormField
              label={t('settings.linkLabel')}
              htmlFor={`${id}-label`}
              error={fieldMessage(t, errors?.[index]?.label)}
            >
              <InputText autoComplete="off" {...register(`settings.footerLinks.${index}.label`)} />
            </FormField>
            <FormField
              label={t('settings.linkUrl')}
              htmlFor={`${id}-url`}
              error={fieldMessage(t, errors?.[index]?.url)}
            >
              <InputText
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                {...register(`settings.footerLinks.${index}.url`)}
              />
            </FormField>
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              className="gl-menu-row__remove"
              aria-label={t('settings.removeLink', { n: index + 1 })}
              title={t('settings.removeLink', { n: index + 1 })}
              onClick={() => remove(index)}
            />
          </div>
        );
      })}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('settings.addLink')}
        outlined
        size="small"
        disabled={fields.length >= MAX_LINKS}
        onClick={() => append({ label: '', url: '' })}
      />
    </div>
  );
}
