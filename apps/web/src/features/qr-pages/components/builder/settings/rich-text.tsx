import { Controller, useFormContext } from 'react-hook-form';
import { RichTextEditor } from '@/components/ui/RichTextEditor';
import { fieldId, type QrPath, useFieldMessage } from '../form-fields';
import type { QrFormValues } from '../form-model';

/** The text block's formatted text (bold, headings, lists, links); the API sanitises what it gets. */
export function RichTextField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext<QrFormValues>();
  const error = useFieldMessage(name);
  const id = fieldId(name);
  return (
    <div className={`gl-field${error ? ' gl-field--invalid' : ''}`}>
      <span className="gl-field__label" id={`${id}-label`}>
        {label}
      </span>
      <Controller
        control={control}
        name={name as QrPath}
        render={({ field }) => (
          <RichTextEditor
            labelledBy={`${id}-label`}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
            tools="basic"
            size="compact"
          />
        )}
      />
      {error ? (
        <small className="gl-field__error" id={`${id}-error`} role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
