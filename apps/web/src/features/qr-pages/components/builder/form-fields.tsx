import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Controller, type FieldError, type FieldPath, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import type { QrFormValues } from './form-model';
import { fieldMessage } from './messages';

export type QrPath = FieldPath<QrFormValues>;

/** The error react-hook-form keeps for a dotted path (`blocks.2.url`). */
export function errorAt(errors: unknown, path: string): FieldError | undefined {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  const error = found as (FieldError & { root?: FieldError }) | undefined;
  return error?.message !== undefined ? error : error?.root;
}

/** The message of the error at a path, in words (undefined while there is none). */
export function useFieldMessage(path: string): string | undefined {
  const { t } = useTranslation('qr-pages');
  const { control } = useFormContext<QrFormValues>();
  const { errors } = useFormState({ control, name: path as QrPath });
  return fieldMessage(t, errorAt(errors, path));
}

export const fieldId = (path: string) => `qr-${path.replace(/\./g, '-')}`;

export interface TextFieldProps {
  /** A path of the form; block fields differ by type, so any dotted path is taken. */
  name: string;
  label: string;
  hint?: string;
  long?: boolean;
  placeholder?: string;
  type?: 'text' | 'url' | 'email' | 'tel';
  /** Written left to right whatever the page's language (links, numbers, addresses). */
  ltr?: boolean;
}

/** A text of the page or a block, with its label, hint and the contract's message when it is wrong. */
export function TextField({ name, label, hint, long, placeholder, type = 'text', ltr }: TextFieldProps) {
  const { register } = useFormContext<QrFormValues>();
  const error = useFieldMessage(name);
  const dir = ltr || type !== 'text' ? 'ltr' : 'auto';
  return (
    <FormField label={label} htmlFor={fieldId(name)} hint={hint} error={error}>
      {long ? (
        <InputTextarea
          rows={2}
          autoResize
          dir="auto"
          placeholder={placeholder}
          {...register(name as QrPath)}
        />
      ) : (
        <InputText
          type={type}
          autoComplete="off"
          dir={dir}
          placeholder={placeholder}
          {...register(name as QrPath)}
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
  /** Empty is allowed and saved as null. */
  nullable?: boolean;
  /** Whole numbers (the default); false for coordinates. */
  integer?: boolean;
}

/** A number: whole by default, empty meaning none when `nullable`. */
export function NumberField({ name, label, hint, min, max, nullable, integer = true }: NumberFieldProps) {
  const { control } = useFormContext<QrFormValues>();
  const error = useFieldMessage(name);
  const id = fieldId(name);
  return (
    <Controller
      control={control}
      name={name as QrPath}
      render={({ field }) => (
        <FormField label={label} htmlFor={id} hint={hint} error={error}>
          <InputNumber
            inputId={id}
            value={typeof field.value === 'number' ? field.value : null}
            onChange={(event) => field.onChange(event.value ?? (nullable ? null : (min ?? 0)))}
            onBlur={field.onBlur}
            min={min}
            max={max}
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
  const { control } = useFormContext<QrFormValues>();
  const id = fieldId(name);
  return (
    <Controller
      control={control}
      name={name as QrPath}
      render={({ field }) => (
        <div className="gl-qr-switch">
          <InputSwitch
            inputId={id}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(Boolean(event.value))}
            aria-describedby={hint ? `${id}-hint` : undefined}
          />
          <label htmlFor={id}>{label}</label>
          {hint ? (
            <small id={`${id}-hint`} className="gl-qr-muted">
              {hint}
            </small>
          ) : null}
        </div>
      )}
    />
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  hint?: string;
  options: readonly { value: string | null; label: string }[];
  placeholder?: string;
  disabled?: boolean;
}

/** A choice among options (a network, a menu, a location…). */
export function SelectField({ name, label, hint, options, placeholder, disabled }: SelectFieldProps) {
  const { control } = useFormContext<QrFormValues>();
  const error = useFieldMessage(name);
  const id = fieldId(name);
  return (
    <Controller
      control={control}
      name={name as QrPath}
      render={({ field }) => (
        <FormField label={label} htmlFor={id} hint={hint} error={error}>
          <Dropdown
            inputId={id}
            ariaLabel={label}
            value={field.value ?? null}
            options={[...options]}
            optionLabel="label"
            optionValue="value"
            onChange={(event) => field.onChange(event.value as string | null)}
            placeholder={placeholder}
            disabled={disabled}
            filter={options.length > 8}
          />
        </FormField>
      )}
    />
  );
}
