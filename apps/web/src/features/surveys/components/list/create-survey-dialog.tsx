import { type TSurvey, type TSurveyKind, ZCreateSurveyBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, FormField } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { useErrorMessage } from '@/lib/errors';
import { fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useCreateSurvey } from '../../api/create-survey';

interface CreateForm {
  locationId: string | null;
  title: string;
}

const ZCreateForm = z.object({
  locationId: ZCreateSurveyBody.shape.locationId,
  title: z.string().trim().max(200),
});
const DEFAULTS: CreateForm = { locationId: null, title: '' };

export interface CreateSurveyDialogProps {
  kind: TSurveyKind;
  visible: boolean;
  onClose: () => void;
  onCreated: (survey: TSurvey) => void;
}

/** A new draft: its location and, if wished, its title (else a ready-made one in the console's language). */
export function CreateSurveyDialog({ kind, visible, onClose, onCreated }: CreateSurveyDialogProps) {
  const { t } = useTranslation('surveys');
  const errorMessage = useErrorMessage();
  const create = useCreateSurvey(kind);
  const locations = useLocationList({ enabled: visible });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CreateForm>({
    resolver: zodResolver(ZCreateForm, formSchemaOptions) as unknown as Resolver<CreateForm>,
    defaultValues: DEFAULTS,
  });
  const options = (locations.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const only = options.length === 1 ? options[0] : undefined;
  useEffect(() => {
    if (only && getValues('locationId') === null) setValue('locationId', only.value);
  }, [only, getValues, setValue]);

  const close = () => {
    reset(DEFAULTS);
    setFormError(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const title = values.title.trim();
      const survey = await create.mutateAsync({
        locationId: values.locationId ?? '',
        ...(title ? { title } : {}),
      });
      reset(DEFAULTS);
      onCreated(survey);
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });
  const heading = t(`kinds.${kind}.create`);
  const locationError = fieldMessage(t, errors.locationId);
  const titleError = fieldMessage(t, errors.title);

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={heading}
      className="gl-survey-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-survey-form" onSubmit={onSubmit} noValidate aria-label={heading}>
        <p className="gl-survey-muted">{t(`kinds.${kind}.createLead`)}</p>
        {formError ? (
          <p className="gl-survey-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <Controller
          control={control}
          name="locationId"
          render={({ field }) => (
            <FormField label={t('create.location')} htmlFor="survey-create-location" error={locationError}>
              <Dropdown
                inputId="survey-create-location"
                value={field.value}
                options={options}
                optionLabel="label"
                optionValue="value"
                onChange={(event) => field.onChange(event.value as string)}
                placeholder={t('create.locationPlaceholder')}
                emptyMessage={t('create.noLocations')}
                disabled={locations.isLoading}
                filter={options.length > 8}
              />
            </FormField>
          )}
        />
        <FormField
          label={t('create.title')}
          htmlFor="survey-create-title"
          hint={t('create.titleHint')}
          error={titleError}
        >
          <InputText autoComplete="off" dir="auto" {...register('title')} />
        </FormField>
        <div className="gl-survey-dialog__actions">
          <Button type="button" text label={t('actions.cancel')} onClick={close} />
          <Button type="submit" icon="pi pi-plus" label={t('create.submit')} loading={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
