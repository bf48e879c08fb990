import { QR_INFO_LIMITS, type TQrInfoPage, ZCreateQrInfoBody } from '@guestloop/contracts';
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
import { useCreateQrPage } from '../../api/create-qr-page';

interface CreateForm {
  locationId: string | null;
  title: string;
}

const ZCreateForm = z.object({
  locationId: ZCreateQrInfoBody.shape.locationId,
  title: z.string().trim().max(QR_INFO_LIMITS.title),
});
const DEFAULTS: CreateForm = { locationId: null, title: '' };

export interface CreatePageDialogProps {
  visible: boolean;
  onClose: () => void;
  onCreated: (page: TQrInfoPage) => void;
}

/** A new QR page: its location and, if wished, its title (else the location's name). */
export function CreatePageDialog({ visible, onClose, onCreated }: CreatePageDialogProps) {
  const { t } = useTranslation('qr-pages');
  const errorMessage = useErrorMessage();
  const create = useCreateQrPage();
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
      const page = await create.mutateAsync({
        locationId: values.locationId ?? '',
        ...(title ? { title } : {}),
      });
      reset(DEFAULTS);
      onCreated(page);
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });
  const heading = t('create.button');

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={heading}
      className="gl-qr-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-qr-form" onSubmit={onSubmit} noValidate aria-label={heading}>
        <p className="gl-qr-muted">{t('create.lead')}</p>
        {formError ? (
          <p className="gl-qr-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <Controller
          control={control}
          name="locationId"
          render={({ field }) => (
            <FormField
              label={t('create.location')}
              htmlFor="qr-create-location"
              error={fieldMessage(t, errors.locationId)}
            >
              <Dropdown
                inputId="qr-create-location"
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
          htmlFor="qr-create-title"
          hint={t('create.titleHint')}
          error={fieldMessage(t, errors.title)}
        >
          <InputText autoComplete="off" dir="auto" {...register('title')} />
        </FormField>
        <div className="gl-qr-dialog__actions">
          <Button type="button" text label={t('actions.cancel')} onClick={close} />
          <Button type="submit" icon="pi pi-plus" label={t('create.submit')} loading={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
