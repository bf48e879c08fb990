import type { TSurveyQuestionOf } from '@guestloop/contracts';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from './control-props';

type Formatted = TSurveyQuestionOf<
  'text_number' | 'text_email' | 'text_phone_number' | 'text_url' | 'date_only' | 'time_only'
>;

/** The keyboard and the autofill a phone offers for each kind of answer. */
function inputKind(question: Formatted): {
  type: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete: string;
} {
  switch (question.type) {
    case 'text_number': {
      const { integer, min } = question.data.options;
      // A whole number that cannot be negative needs only digits: the phone's number pad.
      return {
        type: 'text',
        inputMode: integer && min !== null && min >= 0 ? 'numeric' : 'decimal',
        autoComplete: 'off',
      };
    }
    case 'text_email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' };
    case 'text_phone_number':
      return { type: 'tel', inputMode: 'tel', autoComplete: 'tel' };
    case 'text_url':
      return { type: 'url', inputMode: 'url', autoComplete: 'url' };
    case 'date_only':
      return { type: 'date', autoComplete: 'off' };
    case 'time_only':
      return { type: 'time', autoComplete: 'off' };
  }
}

const text = (value: ControlProps['value']) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Short and long text, with a count once the limit is near. */
export function TextInput({
  question,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: ControlProps<TSurveyQuestionOf<'text_short' | 'text_long'>>) {
  const { t } = useTranslation('guest-survey');
  const current = text(value);
  const max = question.data.options.maxLength;
  const common = {
    className: question.type === 'text_long' ? 'sa-input sa-textarea' : 'sa-input',
    value: current,
    maxLength: max,
    placeholder: question.data.placeholder || undefined,
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': question.required || undefined,
    dir: 'auto' as const,
  };
  return (
    <>
      {question.type === 'text_long' ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {current.length > max * 0.8 ? (
        <p className="sa-hint sa-count">{t('question.characters', { used: current.length, max })}</p>
      ) : null}
    </>
  );
}

/** Number, email, phone, web address, date and time: the browser's own field for each. */
export function FormattedInput({
  question,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: ControlProps<Formatted>) {
  const kind = inputKind(question);
  return (
    <input
      className={`sa-input sa-input--${question.type}`}
      type={kind.type}
      inputMode={kind.inputMode}
      autoComplete={kind.autoComplete}
      value={text(value)}
      placeholder={question.data.placeholder || (question.type === 'text_url' ? 'https://' : undefined)}
      onChange={(event) => onChange(event.target.value)}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={question.required || undefined}
      // Addresses, numbers and phone numbers read left to right in every language.
      dir={question.type === 'date_only' || question.type === 'time_only' ? undefined : 'ltr'}
    />
  );
}
