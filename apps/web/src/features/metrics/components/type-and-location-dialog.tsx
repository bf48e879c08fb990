import {
  type TLocationSummary,
  type TMetricType,
  ZCreateMetricBody,
  ZMetricType,
} from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { useErrorMessage } from '@/lib/errors';
import { fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { FormAlert } from './form-parts';
import { LocationField, MetricTypeChoice } from './type-and-location-fields';

interface TypeAndLocationForm {
  type: TMetricType;
  locationId: string | null;
}

export interface TypeAndLocation extends TypeAndLocationForm {
  /** The chosen location as the company's list has it. */
  location: TLocationSummary | undefined;
}

const ZTypeAndLocationForm = ZCreateMetricBody.extend({ type: ZMetricType });
const DEFAULTS: TypeAndLocationForm = { type: 'stars', locationId: null };

export interface TypeAndLocationDialogProps<T> {
  visible: boolean;
  onClose: () => void;
  /** The dialog's title (also the form's name), its lead, the submit button and the location's hint. */
  texts: { title: string; lead: string; submit: string; locationHint?: string };
  submitIcon: string;
  /** Starts the fields' ids, so two such dialogs on one page keep theirs apart. */
  idPrefix: string;
  /** The location is asked before the type. */
  locationFirst?: boolean;
  /** A company with one location has nothing to choose: it is chosen already. */
  pickOnlyLocation?: boolean;
  /** Makes what the dialog is for; undefined when there is nothing to make (the form stays). */
  submit: (choice: TypeAndLocation) => Promise<T | undefined>;
  onDone: (made: T) => void;
}

/** A metric type and a location chosen in a dialog, for what is made from the two. */
export function TypeAndLocationDialog<T>({
  visible,
  onClose,
  texts,
  submitIcon,
  idPrefix,
  locationFirst = false,
  pickOnlyLocation = false,
  submit,
  onDone,
}: TypeAndLocationDialogProps<T>) {
  const { t } = useTranslation('metrics');
  const errorMessage = useErrorMessage();
  const locations = useLocationList({ enabled: visible });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TypeAndLocationForm>({
    resolver: zodResolver(
      ZTypeAndLocationForm,
      formSchemaOptions,
    ) as unknown as Resolver<TypeAndLocationForm>,
    defaultValues: DEFAULTS,
  });
  const only = locations.data?.items.length === 1 ? locations.data.items[0] : undefined;
  useEffect(() => {
    if (pickOnlyLocation && only && getValues('locationId') === null) setValue('locationId', only.id);
  }, [pickOnlyLocation, only, getValues, setValue]);

  const close = () => {
    reset(DEFAULTS);
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const location = locations.data?.items.find((item) => item.id === values.locationId);
    try {
      const made = await submit({ ...values, location });
      if (made === undefined) return;
      reset(DEFAULTS);
      onDone(made);
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  const typeField = (
    <Controller
      key="type"
      control={control}
      name="type"
      render={({ field }) => (
        <MetricTypeChoice name={`${idPrefix}-type`} value={field.value} onChange={field.onChange} />
      )}
    />
  );
  const locationField = (
    <Controller
      key="location"
      control={control}
      name="locationId"
      render={({ field }) => (
        <LocationField
          inputId={`${idPrefix}-location`}
          label={t('create.location')}
          hint={texts.locationHint}
          value={field.value}
          onChange={field.onChange}
          error={fieldMessage(t, errors.locationId)}
        />
      )}
    />
  );

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={texts.title}
      className="gl-metrics-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-metrics-form" onSubmit={onSubmit} noValidate aria-label={texts.title}>
        <p className="gl-metrics-muted">{texts.lead}</p>
        <FormAlert message={formError} />
        {locationFirst ? [locationField, typeField] : [typeField, locationField]}
        <div className="gl-metrics-dialog__actions">
          <Button type="button" text label={t('actions.cancel')} onClick={close} />
          <Button type="submit" icon={submitIcon} label={texts.submit} loading={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
