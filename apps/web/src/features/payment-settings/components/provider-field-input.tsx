import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Controller, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, PasswordInput } from '@/components/ui';
import type { ProviderField } from './provider-fields';
import type { ProviderFormValues } from './provider-form-model';

interface ProviderFieldInputProps {
  provider: string;
  providerName: string;
  field: ProviderField;
  /** The server holds this secret: an empty box keeps it. */
  stored: boolean;
}

/** One setting of a provider: a text box, a secret box, a PEM block or a switch. */
export function ProviderFieldInput({ provider, providerName, field, stored }: ProviderFieldInputProps) {
  const { t } = useTranslation('payments');
  const { register, control, getFieldState, formState } = useFormContext<ProviderFormValues>();
  const secret = field.kind === 'secret' || field.kind === 'secretPem';
  const name = `${secret ? 'secrets' : 'config'}.${field.key}` as Path<ProviderFormValues>;
  const id = `pay-${provider}-${field.key}`;
  const label = t(`providers.${provider}.fields.${field.key}.label`, { defaultValue: field.key });
  const hint = t(`providers.${provider}.fields.${field.key}.hint`, { defaultValue: '' }) || undefined;
  const code = getFieldState(name, formState).error?.message;
  const error = code ? t(`validation.${code}`, { provider: providerName }) : null;

  if (field.kind === 'switch') {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => (
          <div className="gl-pay-switch-row">
            <InputSwitch
              inputId={id}
              checked={input.value === true}
              onChange={(event) => input.onChange(Boolean(event.value))}
              aria-describedby={hint ? `${id}-hint` : undefined}
            />
            <div>
              <label htmlFor={id} className="gl-pay-switch-row__label">
                {label}
              </label>
              {hint ? (
                <small id={`${id}-hint`} className="gl-field__hint">
                  {hint}
                </small>
              ) : null}
            </div>
          </div>
        )}
      />
    );
  }

  const placeholder = secret && stored ? t('secret.keep') : field.placeholder;
  const fieldLabel = (
    <>
      {label}
      {field.required ? <span className="gl-pay-required"> {t('card.required')}</span> : null}
      {secret && stored ? (
        <span className="gl-pay-stored">
          <span className="pi pi-lock" aria-hidden="true" /> {t('secret.stored')}
        </span>
      ) : null}
    </>
  );
  return (
    <FormField label={fieldLabel} htmlFor={id} hint={hint} error={error}>
      {field.kind === 'pem' || field.kind === 'secretPem' ? (
        <InputTextarea
          rows={4}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          placeholder={placeholder}
          className={field.kind === 'secretPem' ? 'gl-pay-pem gl-pay-pem--secret' : 'gl-pay-pem'}
          {...register(name)}
        />
      ) : field.kind === 'secret' ? (
        // No dir="ltr" here: the show/hide button sits at the end of the page's direction.
        <PasswordInput id={id} autoComplete="new-password" placeholder={placeholder} {...register(name)} />
      ) : (
        <InputText
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          placeholder={placeholder}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
