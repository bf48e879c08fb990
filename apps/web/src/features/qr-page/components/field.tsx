import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a field's control needs to be read with its label, hint and problem. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  optional?: boolean;
  /** What is wrong, shown under the control and read with it. */
  problem?: string | null;
  /** Announce the problem as it appears (a check the guest did not submit, e.g. a code checked as typed). */
  announce?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form field of the page's forms, its hint and problem tied to the control. */
export function Field({
  id,
  label,
  hint,
  optional = false,
  problem,
  announce = false,
  children,
}: FieldProps) {
  const { t } = useTranslation('guest-qr');
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className={problem ? 'qp-field qp-field--invalid' : 'qp-field'}>
      <label className="qp-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="qp-field__optional"> {t('form.optional')}</span> : null}
      </label>
      {children({
        id,
        ...(problem ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="qp-field__hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="qp-field__problem" role={announce ? 'alert' : undefined}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
