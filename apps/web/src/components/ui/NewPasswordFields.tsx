import type { ReactNode } from 'react';
import { type Control, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

/** A form that sets a password: the new one and its repetition (`passwords_differ` on `confirm`). */
export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  control: Control<T>;
  ids: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  /** Under the new password: the rule, or a strength meter. */
  hint?: ReactNode;
}

/** The new password and its confirmation, as every set/change/reset password form asks them. */
export function NewPasswordFields<T extends NewPasswordValues>({
  control,
  ids,
  labels,
  hint,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation('common');
  const form = control as unknown as Control<NewPasswordValues>;
  const { errors } = useFormState({ control: form, name: ['password', 'confirm'] });
  return (
    <>
      <FormField
        label={labels.password}
        htmlFor={ids.password}
        error={fieldMessage(t, errors.password)}
        hint={hint}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={labels.confirm} htmlFor={ids.confirm} error={fieldMessage(t, errors.confirm)}>
        <PasswordInput autoComplete="new-password" {...form.register('confirm')} />
      </FormField>
    </>
  );
}
