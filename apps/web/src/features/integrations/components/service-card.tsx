import { integrationService, type TIntegration, type TIntegrationCheck } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, SaveActions } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useCheckIntegration } from '../api/check-integration';
import { useDeleteIntegration } from '../api/delete-integration';
import { useEnableIntegration } from '../api/enable-integration';
import { useSaveIntegration } from '../api/save-integration';
import { CollectorsPanel } from './collectors-panel';
import { ServiceFields } from './service-fields';
import { type ServiceFormValues, serviceResolver, toFormValues, toSaveBody } from './service-form-model';
import { ServiceState } from './service-state';

type ServiceUid = 'google-business-profile' | 'syrve';

/** One company service: its state, its keys, Save, Check, on/off, Disconnect, and (Google) its collectors. */
export function ServiceCard({ integration }: { integration: TIntegration }) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const info = integrationService(integration.serviceUid);
  const uid = integration.serviceUid as ServiceUid;
  const name = t(`services.${uid}.name`);
  const latest = useRef(integration);
  latest.current = integration;
  const form = useForm<ServiceFormValues>({
    defaultValues: toFormValues(info, integration),
    resolver: serviceResolver(info, () => latest.current),
  });
  const { handleSubmit, reset, formState } = form;
  const save = useSaveIntegration();
  const check = useCheckIntegration();
  const enable = useEnableIntegration();
  const remove = useDeleteIntegration();
  const [result, setResult] = useState<TIntegrationCheck | null>(null);
  const [confirming, setConfirming] = useState(false);

  // Disconnected elsewhere (or here): the form starts again from what is stored.
  const configured = integration.data !== null;
  useEffect(() => {
    if (!configured) reset(toFormValues(info, latest.current));
  }, [configured, info, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toSaveBody(info, values));
      reset(toFormValues(info, saved));
      setResult(null);
      toast.success(t('form.saved', { service: name }));
    } catch (error) {
      toast.error(t('form.saveFailed', { service: name }), errorMessage(error));
    }
  });
  const runCheck = async () => {
    try {
      setResult(await check.mutateAsync({ serviceUid: uid }));
    } catch (error) {
      toast.error(t('actions.failed'), errorMessage(error));
    }
  };
  const toggle = async () => {
    try {
      const saved = await enable.mutateAsync({ serviceUid: uid, enabled: !integration.enabled });
      toast.success(t(saved.enabled ? 'actions.turnedOn' : 'actions.turnedOff', { service: name }));
    } catch (error) {
      toast.error(t('actions.failed'), errorMessage(error));
    }
  };

  const titleId = `int-${uid}-title`;
  return (
    <section className="gl-panel gl-int-card" aria-labelledby={titleId}>
      <header className="gl-int-card__head">
        <span className={`gl-int-mark gl-int-mark--${uid}`} aria-hidden="true">
          <span className={uid === 'syrve' ? 'pi pi-shop' : 'pi pi-google'} />
        </span>
        <div className="gl-int-card__title">
          <h3 id={titleId}>{name}</h3>
          <p>{t(`services.${uid}.description`)}</p>
        </div>
        <ServiceState integration={integration} />
      </header>

      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={t('form.label', { service: name })}>
          <ServiceFields info={info} integration={integration} />
          <footer className="gl-int-card__save">
            <SaveActions
              dirty={formState.isDirty}
              saving={formState.isSubmitting}
              onDiscard={() => reset()}
              texts={{ unsaved: t('form.unsaved'), discard: t('form.discard'), save: t('form.save') }}
              saveLabel={t('form.saveService', { service: name })}
            />
          </footer>
        </form>
      </FormProvider>

      {configured ? (
        <div className="gl-int-card__actions">
          <Button
            type="button"
            icon="pi pi-sync"
            label={t('actions.check')}
            outlined
            loading={check.isPending}
            onClick={runCheck}
          />
          <Button
            type="button"
            icon={integration.enabled ? 'pi pi-pause' : 'pi pi-play'}
            label={t(integration.enabled ? 'actions.turnOff' : 'actions.turnOn')}
            aria-label={t(integration.enabled ? 'actions.turnOffService' : 'actions.turnOnService', {
              service: name,
            })}
            outlined
            loading={enable.isPending}
            onClick={toggle}
          />
          <Button
            type="button"
            icon="pi pi-times"
            label={t('actions.disconnect')}
            severity="danger"
            text
            onClick={() => setConfirming(true)}
          />
        </div>
      ) : null}
      <CheckResult result={result} service={name} />

      {info.collects ? (
        integration.data ? (
          <CollectorsPanel slug={integration.data.slug} />
        ) : (
          <p className="gl-int-note">{t('collectors.needsSave')}</p>
        )
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={t('disconnect.title', { service: name })}
        message={t('disconnect.message')}
        confirmLabel={t('disconnect.confirm')}
        confirmIcon="pi pi-times"
        cancelLabel={t('disconnect.cancel')}
        onConfirm={async () => {
          await remove.mutateAsync({ serviceUid: uid });
          setResult(null);
          toast.success(t('disconnect.done', { service: name }));
        }}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

/** What the last Check found, said where the eye is (and to screen readers). */
function CheckResult({ result, service }: { result: TIntegrationCheck | null; service: string }) {
  const { t } = useTranslation('integrations');
  return (
    <div role="status" className="gl-int-check-slot">
      {result ? (
        <div className={`gl-int-check gl-int-check--${result.ok ? 'ok' : 'failed'}`}>
          <span
            className={result.ok ? 'pi pi-check-circle' : 'pi pi-exclamation-triangle'}
            aria-hidden="true"
          />
          <div>
            <p className="gl-int-check__title">
              {result.ok
                ? t('check.ok', { service })
                : t('check.failed', {
                    reason: t(`reasons.${result.code}`, { defaultValue: t('reasons.service-error') }),
                  })}
            </p>
            {result.message ? (
              <p className="gl-int-check__said" dir="auto">
                {t('check.said', { message: result.message })}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
