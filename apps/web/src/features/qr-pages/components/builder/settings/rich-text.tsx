import { lazy, Suspense } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldId, type QrPath, useFieldMessage } from '../form-fields';
import type { QrFormValues } from '../form-model';

export interface RichTextProps {
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

// Quill loads only when a text block is opened, not with the builder.
const QuillEditor = lazy(() => import('./quill-editor'));

/** The text block's formatted text (bold, headings, lists, links); the API sanitises what it gets. */
export function RichTextField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('qr-pages');
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
          <Suspense fallback={<div className="gl-qr-editor gl-qr-muted">{t('editor.loading')}</div>}>
            <QuillEditor
              labelledBy={`${id}-label`}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              invalid={Boolean(error)}
              describedBy={error ? `${id}-error` : undefined}
            />
          </Suspense>
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
