import { RichTextEditor } from '@/components/ui/RichTextEditor';

interface RichTextFieldProps {
  /** Prefix of the label's and the error's ids. */
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/** A labelled rich-text field with its error below, as every content form shows it. */
export function RichTextField({ id, label, value, onChange, error }: RichTextFieldProps) {
  return (
    <div className="gl-field">
      <span className="gl-field__label" id={`${id}-label`}>
        {label}
      </span>
      <RichTextEditor
        labelledBy={`${id}-label`}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error ? (
        <small className="gl-field__error" id={`${id}-error`} role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
