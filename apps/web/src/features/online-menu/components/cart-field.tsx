import type { ReactNode } from 'react';

/** A field's message under it, read with the field (aria-describedby). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="gm-field__error">
      <i className="pi pi-exclamation-circle" aria-hidden="true" /> {children}
    </p>
  );
}

export interface CartTextFieldProps {
  id: string;
  label: string;
  value: string;
  type?: 'text' | 'tel';
  autoComplete: string;
  maxLength: number;
  error: string | null;
  multiline?: boolean;
  placeholder?: string;
  onChange(value: string): void;
}

/** One labelled text field of the cart's checkout, with its problem under it. */
export function CartTextField(props: CartTextFieldProps) {
  const errorId = `${props.id}-error`;
  const common = {
    id: props.id,
    className: props.error ? 'gm-field__input gm-field__input--invalid' : 'gm-field__input',
    autoComplete: props.autoComplete,
    value: props.value,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
  };
  return (
    <div className="gm-field">
      <label className="gm-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={2} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          inputMode={props.type === 'tel' ? 'tel' : undefined}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.error ? <FieldError id={errorId}>{props.error}</FieldError> : null}
    </div>
  );
}

export interface CartSelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error: string | null;
  onChange(value: string): void;
}

/** A labelled native select (the phone's own picker), with its problem under it. */
export function CartSelectField(props: CartSelectFieldProps) {
  const errorId = `${props.id}-error`;
  return (
    <div className="gm-field">
      <label className="gm-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={
          props.error
            ? 'gm-field__input gm-field__select gm-field__input--invalid'
            : 'gm-field__input gm-field__select'
        }
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error ? <FieldError id={errorId}>{props.error}</FieldError> : null}
    </div>
  );
}
