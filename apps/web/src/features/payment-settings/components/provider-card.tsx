import { InputSwitch } from 'primereact/inputswitch';
import { useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SaveActions } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import type { ProviderSettings } from '../api/get-payment-settings';
import { useSavePaymentSettings } from '../api/save-payment-settings';
import { ProviderFieldInput } from './provider-field-input';
import { isSecretField, providerDefinition } from './provider-fields';
import {
  isSecretStored,
  type ProviderFormValues,
  providerResolver,
  toFormValues,
  toSaveBody,
} from './provider-form-model';
import { WebhookUrl } from './webhook-url';

interface ProviderCardProps {
  menuSlug: string;
  settings: ProviderSettings;
  onDirtyChange: (provider: string, dirty: boolean) => void;
}

/** One provider's settings: its switch, its keys, and a save button of its own. */
export function ProviderCard({ menuSlug, settings, onDirtyChange }: ProviderCardProps) {
  const { t, i18n } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const save = useSavePaymentSettings(menuSlug);
  const { provider } = settings;
  const definition = providerDefinition(provider);
  const name = t(`providers.${provider}.name`, { defaultValue: provider });
  const latest = useRef(settings);
  latest.current = settings;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProviderFormValues>({
    defaultValues: toFormValues(definition, settings),
    resolver: providerResolver(definition, () => latest.current),
    reValidateMode: 'onChange',
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  useEffect(() => onDirtyChange(provider, isDirty), [provider, isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(toSaveBody(provider, definition, latest.current, values));
      reset(toFormValues(definition, saved));
      toast.success(t(saved.enabled ? 'card.savedOn' : 'card.savedOff', { provider: name }));
    } catch (error) {
      setFormError(errorMessage(error));
      toast.error(t('card.saveFailed', { provider: name }), errorMessage(error));
    }
  });

  const missing = definition.fields
    .filter((field) => {
      const group = isSecretField(field) ? errors.secrets : errors.config;
      return group?.[field.key]?.message === 'requiredToEnable';
    })
    .map((field) => t(`providers.${provider}.fields.${field.key}.label`, { defaultValue: field.key }));
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing);
  const titleId = `pay-${provider}-title`;
  const switchId = `pay-${provider}-enabled`;

  return (
    <section className="gl-panel gl-pay-card" aria-labelledby={titleId}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          <header className="gl-pay-card__head">
            <span className={`gl-pay-mark gl-pay-mark--${provider}`} aria-hidden="true">
              {definition.mark.startsWith('pi ') ? <span className={definition.mark} /> : definition.mark}
            </span>
            <div className="gl-pay-card__title">
              <h2 id={titleId}>{name}</h2>
              <p>{t(`providers.${provider}.description`, { defaultValue: '' })}</p>
            </div>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <label className="gl-pay-enable" htmlFor={switchId}>
                  <InputSwitch
                    inputId={switchId}
                    checked={field.value}
                    onChange={(event) => field.onChange(Boolean(event.value))}
                  />
                  <span>{t('card.enable', { provider: name })}</span>
                </label>
              )}
            />
          </header>
          {missing.length > 0 ? (
            <p className="gl-pay-alert" role="alert">
              <span className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
              {t('card.cannotEnable', { provider: name, fields: list })}
            </p>
          ) : null}
          {formError ? (
            <p className="gl-pay-alert" role="alert">
              {formError}
            </p>
          ) : null}
          {definition.fields.length > 0 ? (
            <div className="gl-pay-card__fields">
              {definition.fields.map((field) => (
                <ProviderFieldInput
                  key={field.key}
                  provider={provider}
                  providerName={name}
                  field={field}
                  stored={isSecretField(field) && isSecretStored(settings, field)}
                />
              ))}
            </div>
          ) : null}
          {definition.webhook ? <WebhookUrl menuSlug={menuSlug} /> : null}
          <footer className="gl-pay-card__foot">
            {definition.docsUrl ? (
              <a href={definition.docsUrl} target="_blank" rel="noopener noreferrer" className="gl-pay-docs">
                <span className="pi pi-external-link" aria-hidden="true" />{' '}
                {t('card.whereKeys', { provider: name })}
                <span className="gl-visually-hidden"> {t('card.newTab')}</span>
              </a>
            ) : (
              <span />
            )}
            <div className="gl-pay-card__actions">
              <SaveActions
                dirty={isDirty}
                saving={isSubmitting}
                onDiscard={() => {
                  reset();
                  setFormError(null);
                }}
                texts={{ unsaved: t('card.unsaved'), discard: t('card.discard'), save: t('card.save') }}
                saveLabel={t('card.saveProvider', { provider: name })}
              />
            </div>
          </footer>
        </form>
      </FormProvider>
    </section>
  );
}
