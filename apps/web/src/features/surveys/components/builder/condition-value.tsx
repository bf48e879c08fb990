import { isSelectQuestion, type TSurveyCondition, type TSurveyQuestion } from '@guestloop/contracts';
import { Chips } from 'primereact/chips';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { bidiOptions } from './bidi-options';
import { scaleOf } from './question-logic';

type Value = string | number;

export interface ConditionValueProps {
  id: string;
  /** The question the condition tests. */
  question: TSurveyQuestion;
  condition: TSurveyCondition;
  onChange: (condition: TSurveyCondition) => void;
  invalid: boolean;
  describedBy?: string;
}

/** A typed value as the question stores answers: numbers for number questions, text for the rest. */
function asValue(question: TSurveyQuestion, text: string): Value {
  const number = Number(text.replace(',', '.'));
  return question.type === 'text_number' && text.trim() !== '' && Number.isFinite(number) ? number : text;
}

/**
 * What a condition compares the answer with, as the tested question asks it: its variants, its
 * scale, a number, a date or time, or text; several for "is one of", nothing for "answered".
 */
export function ConditionValue({
  id,
  question,
  condition,
  onChange,
  invalid,
  describedBy,
}: ConditionValueProps) {
  const { t } = useTranslation('surveys');
  if (condition.op === 'answered' || condition.op === 'not_answered') return null;
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  const scale = scaleOf(question);
  const choices: { value: Value; label: string }[] | null = isSelectQuestion(question)
    ? question.answers.map((answer) => ({ value: answer.id, label: answer.label || answer.id }))
    : scale
      ? scale.map((value) => ({ value, label: String(value) }))
      : null;

  if (condition.op === 'any_of') {
    const set = (values: Value[]) => onChange({ ...condition, values });
    return choices ? (
      <MultiSelect
        inputId={id}
        value={condition.values}
        options={choices}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => set(event.value as Value[])}
        placeholder={t('condition.valuesPlaceholder')}
        display="chip"
        {...aria}
      />
    ) : (
      <Chips
        inputId={id}
        value={condition.values.map(String)}
        onChange={(event) => set((event.value ?? []).map((text) => asValue(question, text)))}
        separator=","
        placeholder={t('condition.chipsPlaceholder')}
        {...aria}
      />
    );
  }

  const single = condition as Extract<TSurveyCondition, { value: unknown }>;
  const set = (value: Value) => onChange({ ...single, value } as TSurveyCondition);
  if (choices) {
    return (
      <Dropdown
        inputId={id}
        value={single.value}
        options={choices}
        optionLabel="label"
        optionValue="value"
        {...bidiOptions}
        onChange={(event) => set(event.value as Value)}
        placeholder={t('single.valuePlaceholder')}
        {...aria}
      />
    );
  }
  if (question.type === 'text_number' || typeof single.value === 'number') {
    return (
      <InputNumber
        inputId={id}
        value={typeof single.value === 'number' ? single.value : null}
        onChange={(event) => set(event.value ?? 0)}
        useGrouping={false}
        maxFractionDigits={6}
        {...aria}
      />
    );
  }
  const type = question.type === 'date_only' ? 'date' : question.type === 'time_only' ? 'time' : 'text';
  return (
    <InputText
      id={id}
      type={type}
      dir={type === 'text' ? 'auto' : 'ltr'}
      value={String(single.value)}
      onChange={(event) => set(event.target.value)}
      placeholder={type === 'text' ? t('condition.textPlaceholder') : undefined}
      autoComplete="off"
      {...aria}
    />
  );
}
