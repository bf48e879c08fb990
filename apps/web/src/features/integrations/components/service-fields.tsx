import type { IntegrationServiceInfo, TIntegration } from '@guestloop/contracts';
import { InputText } from 'primereact/inputtext';
import { type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, PasswordInput } from '@/components/ui';
import { isSecretStored, type ServiceFormValues } from './service-form-model';

/** A service's settings (shown back) and secrets (typed only: a stored one shows as such). */
export function ServiceFields({
  info,
  integration,
}: {
  info: IntegrationServiceInfo;
  integration: TIntegration;
}) {
  const { t } = useTranslation('integrations');
  const { register, getFieldState, formState } = useFormContext<ServiceFormValues>();
  return (
    <div className="gl-int-fields">
      {info.fields.map((field) => {
        const name = `${field.secret ? 'secrets' : 'settings'}.${field.name}` as Path<ServiceFormValues>;
        const id = `int-${info.uid}-${field.name}`;
        const key = `services.${info.uid}.fields.${field.name}`;
        const stored = field.secret && isSecretStored(integration, field.name);
        const code = getFieldState(name, formState).error?.message;
        const label = (
          <>
            {t(`${key}.label`)}
            {field.required ? <span className="gl-int-required"> {t('form.required')}</span> : null}
          </>
        );
        return (
          <FormField
            key={field.name}
            label={label}
            htmlFor={id}
            hint={t(`${key}.hint`, { defaultValue: '' }) || undefined}
            error={code ? t(`form.${code}`) : null}
          >
            {field.secret ? (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                placeholder={stored ? t('form.keep') : undefined}
                {...register(name)}
              />
            ) : (
              <InputText id={id} dir="ltr" spellCheck={false} autoComplete="off" {...register(name)} />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
