import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Controller, type FieldError, type FieldPath, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { fieldMessage, type SurveyFormValues } from './survey-form-model';

export type SurveyPath = FieldPath<SurveyFormValues>;

/** The error react-hook-form keeps for a dotted path (`content.questions.2.title`). */
export function errorAt(errors: unknown, path: string): FieldError | undefined {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  const error = found as (FieldError & { root?: FieldError }) | undefined;
  return error?.message !== undefined ? error : error?.root;
}

/** The message of the error at a path, in words (undefined while there is none). */
export function useFieldMessage(path: string): string | undefined {
  const { t } = useTranslation('surveys');
  const { control } = useFormContext<SurveyFormValues>();
  const { errors } = useFormState({ control, name: path as SurveyPath });
  return fieldMessage(t, errorAt(errors, path));
}

/** The first error at a path or anywhere inside it (a list's items, an object's fields). */
export function firstErrorIn(errors: unknown, path: string): FieldError | undefined {
  const node = path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors);
  const walk = (value: unknown, depth: number): FieldError | undefined => {
    if (!value || typeof value !== 'object' || depth > 6) return undefined;
    const error = value as FieldError;
    if (typeof error.message === 'string' && error.message) return error;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'ref') continue;
      const found = walk(inner, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return walk(node, 0);
}

/** The message of the first error at a path or inside it, in words. */
export function useFirstMessage(path: string): string | undefined {
  const { t } = useTranslation('surveys');
  const { control } = useFormContext<SurveyFormValues>();
  const { errors } = useFormState({ control, name: path as SurveyPath });
  return fieldMessage(t, firstErrorIn(errors, path));
}

export const fieldId = (path: string) => `survey-${path.replace(/\./g, '-')}`;

export interface TextFieldProps {
  /** A path of the form; question settings differ by type, so any dotted path is taken. */
  name: string;
  label: string;
  hint?: string;
  long?: boolean;
  placeholder?: string;
  type?: 'text' | 'url' | 'date';
}

/** A text of the survey, with its label, hint and the contract's message when it is wrong. */
export function TextField({ name, label, hint, long, placeholder, type = 'text' }: TextFieldProps) {
  const { register } = useFormContext<SurveyFormValues>();
  const error = useFieldMessage(name);
  return (
    <FormField label={label} htmlFor={fieldId(name)} hint={hint} error={error}>
      {long ? (
        <InputTextarea
          rows={2}
          autoResize
          dir="auto"
          placeholder={placeholder}
          {...register(name as SurveyPath)}
        />
      ) : (
        <InputText
          type={type}
          autoComplete="off"
          dir={type === 'text' ? 'auto' : 'ltr'}
          placeholder={placeholder}
          {...register(name as SurveyPath)}
        />
      )}
    </FormField>
  );
}

export interface NumberFieldProps {
  name: string;
  label: string;
  hint?: string;
  min?: number;
  max?: number;
  /** Empty is allowed and saved as null ("no limit"). */
  nullable?: boolean;
  suffix?: string;
  /** Whole numbers only (the default); false for a number question's bounds. */
  integer?: boolean;
}

/** A number setting: whole by default, empty meaning none when `nullable`. */
export function NumberField({
  name,
  label,
  hint,
  min,
  max,
  nullable,
  suffix,
  integer = true,
}: NumberFieldProps) {
  const { control } = useFormContext<SurveyFormValues>();
  const error = useFieldMessage(name);
  const id = fieldId(name);
  return (
    <Controller
      control={control}
      name={name as SurveyPath}
      render={({ field }) => (
        <FormField label={label} htmlFor={id} hint={hint} error={error}>
          <InputNumber
            inputId={id}
            value={typeof field.value === 'number' ? field.value : null}
            onChange={(event) => field.onChange(event.value ?? (nullable ? null : (min ?? 0)))}
            onBlur={field.onBlur}
            min={min}
            max={max}
            suffix={suffix}
            useGrouping={false}
            maxFractionDigits={integer ? 0 : 6}
            showButtons={integer}
            buttonLayout="horizontal"
            incrementButtonIcon="pi pi-plus"
            decrementButtonIcon="pi pi-minus"
            incrementButtonClassName="p-button-secondary p-button-outlined"
            decrementButtonClassName="p-button-secondary p-button-outlined"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          />
        </FormField>
      )}
    />
  );
}

/** An on/off setting with its label beside it and an optional line under it. */
export function SwitchField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { control } = useFormContext<SurveyFormValues>();
  const id = fieldId(name);
  return (
    <Controller
      control={control}
      name={name as SurveyPath}
      render={({ field }) => (
        <div className="gl-survey-switch">
          <InputSwitch
            inputId={id}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(Boolean(event.value))}
            aria-describedby={hint ? `${id}-hint` : undefined}
          />
          <label htmlFor={id}>{label}</label>
          {hint ? (
            <small id={`${id}-hint`} className="gl-survey-muted">
              {hint}
            </small>
          ) : null}
        </div>
      )}
    />
  );
}
