import { type TEditProfileBody, type TUser, ZEditProfileBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useEditProfile } from '../api/edit-profile';

/** The user's name. */
export function DetailsCard({ user }: { user: TUser }) {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const edit = useEditProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TEditProfileBody>({
    resolver: zodResolver(ZEditProfileBody, formSchemaOptions),
    defaultValues: { name: user.name },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await edit.mutateAsync(values);
      reset({ name: updated.name });
      toast.success(t('details.saved'));
    } catch (error) {
      if (!applyServerErrors(error, setError, ['name'])) {
        setError('name', { type: 'server', message: errorMessage(error) });
      }
    }
  });

  return (
    <section className="gl-profile-card" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">{t('details.title')}</h2>
      <form className="gl-profile-form" onSubmit={onSubmit} noValidate>
        <FormField label={t('details.name')} htmlFor="profile-name" error={fieldMessage(t, errors.name)}>
          <InputText autoComplete="name" {...register('name')} />
        </FormField>
        <div className="gl-profile-actions">
          <Button type="submit" label={t('details.save')} loading={isSubmitting} disabled={!isDirty} />
        </div>
      </form>
    </section>
  );
}
