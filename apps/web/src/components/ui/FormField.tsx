import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** The id of the input inside; the label points at it and the texts describe it. */
  htmlFor: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

/** The ids an input should list in aria-describedby (hint, then error) — see FormField. */
export function describedBy(htmlFor: string, parts: { error?: unknown; hint?: unknown }): string | undefined {
  const ids = [parts.hint ? `${htmlFor}-hint` : null, parts.error ? `${htmlFor}-error` : null].filter(
    Boolean,
  );
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * Label, input, hint and error in one accessible block. The input itself must carry
 * `id={htmlFor}`, `aria-invalid` and `aria-describedby={describedBy(htmlFor, { error, hint })}`;
 * FormField fills those in when its single child does not set them.
 */
export function FormField({ label, htmlFor, error, hint, children }: FormFieldProps) {
  const only = Children.count(children) === 1 && isValidElement(children) ? children : null;
  const control = only ? withAria(only as ReactElement<AriaProps>, htmlFor, error, hint) : children;
  return (
    <div className={`gl-field${error ? ' gl-field--invalid' : ''}`}>
      <label className="gl-field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {control}
      {hint ? (
        <small className="gl-field__hint" id={`${htmlFor}-hint`}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <small className="gl-field__error" id={`${htmlFor}-error`} role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

interface AriaProps {
  id?: string;
  inputId?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

function withAria(element: ReactElement<AriaProps>, htmlFor: string, error: unknown, hint: unknown) {
  const props = element.props;
  // PrimeReact inputs with an inner <input> (Dropdown, Calendar, Password) take `inputId`.
  const hasId = props.id !== undefined || props.inputId !== undefined;
  return cloneElement(element, {
    ...(hasId ? {} : { id: htmlFor }),
    'aria-invalid': props['aria-invalid'] ?? (error ? true : undefined),
    'aria-describedby': props['aria-describedby'] ?? describedBy(htmlFor, { error, hint }),
  });
}
