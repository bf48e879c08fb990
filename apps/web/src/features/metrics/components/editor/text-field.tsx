import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FieldError, type Path, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { fieldMessage, type MetricFormValues } from './metric-form-model';

/** The error react-hook-form keeps for a dotted path (`content.settings.begin`). */
export function errorAt(errors: unknown, path: string): FieldError | undefined {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  const error = found as (FieldError & { root?: FieldError }) | undefined;
  return error?.message !== undefined ? error : error?.root;
}

export const fieldId = (name: string) => `metric-${name.replace(/\./g, '-')}`;

export interface TextFieldProps {
  name: Path<MetricFormValues>;
  label: string;
  hint?: string;
  long?: boolean;
  placeholder?: string;
  type?: 'text' | 'url';
}

/** A text of the metric, with its label, hint and the contract's message when it is wrong. */
export function TextField({ name, label, hint, long, placeholder, type = 'text' }: TextFieldProps) {
  const { t } = useTranslation('metrics');
  const { register, control } = useFormContext<MetricFormValues>();
  const { errors } = useFormState({ control, name });
  const id = fieldId(name);
  return (
    <FormField label={label} htmlFor={id} hint={hint} error={fieldMessage(t, errorAt(errors, name))}>
      {long ? (
        <InputTextarea rows={2} autoResize dir="auto" placeholder={placeholder} {...register(name)} />
      ) : (
        <InputText
          type={type}
          autoComplete="off"
          dir={type === 'url' ? 'ltr' : 'auto'}
          placeholder={placeholder}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
