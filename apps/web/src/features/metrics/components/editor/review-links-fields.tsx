import { FEEDBACK_SERVICES, type TFeedbackServiceId } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Controller, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { useFeedbackServices } from '../../api/feedback-services';
import { fieldMessage, type MetricFormValues } from './metric-form-model';
import { errorAt, TextField } from './text-field';

/**
 * The public review sites every guest is offered after rating, whatever the score: a site from
 * GET /feedback-services and the company's link on it.
 */
export function ReviewLinksFields() {
  const { t } = useTranslation('metrics');
  const { control } = useFormContext<MetricFormValues>();
  const links = useFieldArray({ control, name: 'content.reviewLinks', keyName: 'key' });
  const chosen = useWatch({ control, name: 'content.reviewLinks' });
  const { errors } = useFormState({ control, name: 'content.reviewLinks' });
  // The catalogue comes from the API; the contract's copy stands in while it loads.
  const services = useFeedbackServices().data?.items ?? FEEDBACK_SERVICES;
  const listError = fieldMessage(t, errorAt(errors, 'content.reviewLinks'));
  const free = services.filter((service) => !chosen.some((link) => link.service === service.id));

  return (
    <div className="gl-metric-links">
      {links.fields.length === 0 ? <p className="gl-metrics-muted">{t('links.none')}</p> : null}
      <ol className="gl-metric-list">
        {links.fields.map((link, index) => {
          const service = services.find((item) => item.id === chosen[index]?.service);
          const serviceId = `metric-link-${index}-service`;
          return (
            <li key={link.key} className="gl-metric-link-row">
              <Controller
                control={control}
                name={`content.reviewLinks.${index}.service`}
                render={({ field, fieldState }) => (
                  <FormField
                    label={t('links.service')}
                    htmlFor={serviceId}
                    error={fieldMessage(t, fieldState.error)}
                  >
                    <Dropdown
                      inputId={serviceId}
                      value={field.value}
                      options={services.map((item) => ({ value: item.id, label: item.name }))}
                      optionLabel="label"
                      optionValue="value"
                      onChange={(event) => field.onChange(event.value as TFeedbackServiceId)}
                    />
                  </FormField>
                )}
              />
              <TextField
                name={`content.reviewLinks.${index}.url`}
                label={t('links.url')}
                type="url"
                placeholder={service?.urlHint ?? 'https://'}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                className="gl-metric-link-row__remove"
                aria-label={t('links.remove', { name: service?.name ?? '' })}
                onClick={() => links.remove(index)}
              />
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className="gl-field__error" role="alert">
          {listError}
        </p>
      ) : null}
      <Button
        type="button"
        icon="pi pi-plus"
        outlined
        label={t('links.add')}
        disabled={free.length === 0}
        onClick={() => {
          const next = free[0];
          if (next) links.append({ service: next.id, url: '' });
        }}
      />
    </div>
  );
}
