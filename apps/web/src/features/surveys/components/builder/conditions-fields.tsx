import {
  conditionOpsFor,
  type TSurveyCondition,
  type TSurveyConditionOp,
  type TSurveyQuestion,
} from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { bidiOptions } from './bidi-options';
import { ConditionValue } from './condition-value';
import { useFieldMessage, useFirstMessage } from './form-fields';
import { newCondition } from './question-logic';

/** A question as the rule pickers name it: its number and title. */
export function useQuestionLabel() {
  const { t } = useTranslation('surveys');
  return (question: TSurveyQuestion, all: readonly TSurveyQuestion[]) =>
    t('condition.questionOption', {
      number: all.findIndex((q) => q.id === question.id) + 1,
      title: question.title?.trim() || t('question.untitled'),
    });
}

export interface ConditionsFieldsProps {
  /** The form path of the conditions (`content.questions.3.visibility.conditions`). */
  path: string;
  conditions: readonly TSurveyCondition[];
  /** Every question of the survey, in order. */
  questions: readonly TSurveyQuestion[];
  /** The questions a condition may test here. */
  candidates: readonly TSurveyQuestion[];
  onChange: (conditions: TSurveyCondition[]) => void;
}

/** The conditions of a rule or jump: which question, how it is compared, with what; add and remove. */
export function ConditionsFields({
  path,
  conditions,
  questions,
  candidates,
  onChange,
}: ConditionsFieldsProps) {
  const { t } = useTranslation('surveys');
  const set = (at: number, condition: TSurveyCondition) =>
    onChange(conditions.map((item, i) => (i === at ? condition : item)));
  const last = candidates.at(-1);
  return (
    <div className="gl-survey-conditions">
      <ol className="gl-survey-list">
        {conditions.map((condition, at) => (
          <ConditionRow
            // Conditions have no id; their place is who they are while the rule is edited.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={at}
            path={`${path}.${at}`}
            number={at + 1}
            condition={condition}
            questions={questions}
            candidates={candidates}
            onChange={(next) => set(at, next)}
            onRemove={
              conditions.length > 1 ? () => onChange(conditions.filter((_, i) => i !== at)) : undefined
            }
          />
        ))}
      </ol>
      {last && conditions.length < 20 ? (
        <Button
          type="button"
          icon="pi pi-plus"
          text
          size="small"
          label={t('condition.add')}
          onClick={() => onChange([...conditions, newCondition(last)])}
        />
      ) : null}
    </div>
  );
}

interface ConditionRowProps {
  path: string;
  number: number;
  condition: TSurveyCondition;
  questions: readonly TSurveyQuestion[];
  candidates: readonly TSurveyQuestion[];
  onChange: (condition: TSurveyCondition) => void;
  onRemove?: () => void;
}

function ConditionRow({
  path,
  number,
  condition,
  questions,
  candidates,
  onChange,
  onRemove,
}: ConditionRowProps) {
  const { t } = useTranslation('surveys');
  const label = useQuestionLabel();
  const id = `survey-${path.replace(/\./g, '-')}`;
  const questionError = useFieldMessage(`${path}.questionId`);
  const opError = useFieldMessage(`${path}.op`);
  const singleError = useFieldMessage(`${path}.value`);
  const listError = useFirstMessage(`${path}.values`);
  const valueError = singleError ?? listError;
  const ref = questions.find((q) => q.id === condition.questionId);
  // A question no longer allowed here (moved below) still shows, with the message saying why.
  const offered = ref && !candidates.includes(ref) ? [...candidates, ref] : candidates;
  const ops = ref ? conditionOpsFor(ref.type) : [];
  const name = t('condition.numbered', { number });

  return (
    <li className="gl-survey-condition">
      <fieldset>
        <legend className="gl-visually-hidden">{name}</legend>
        <div className="gl-survey-condition__fields">
          <span className="gl-survey-condition__field gl-survey-condition__field--question">
            <label htmlFor={`${id}-question`} className="gl-visually-hidden">
              {t('condition.question', { name })}
            </label>
            <Dropdown
              inputId={`${id}-question`}
              ariaLabel={t('condition.question', { name })}
              value={condition.questionId}
              options={offered.map((q) => ({ value: q.id, label: label(q, questions) }))}
              optionLabel="label"
              optionValue="value"
              {...bidiOptions}
              onChange={(event) => {
                const next = questions.find((q) => q.id === event.value);
                if (next) onChange(newCondition(next));
              }}
              aria-invalid={questionError ? true : undefined}
              aria-describedby={questionError ? `${id}-question-error` : undefined}
            />
            {questionError ? (
              <small className="gl-field__error" id={`${id}-question-error`} role="alert">
                {questionError}
              </small>
            ) : null}
          </span>
          <span className="gl-survey-condition__field gl-survey-condition__field--op">
            <label htmlFor={`${id}-op`} className="gl-visually-hidden">
              {t('condition.op', { name })}
            </label>
            <Dropdown
              inputId={`${id}-op`}
              ariaLabel={t('condition.op', { name })}
              value={condition.op}
              options={ops.map((op) => ({ value: op, label: t(`ops.${op}`) }))}
              optionLabel="label"
              optionValue="value"
              onChange={(event) => ref && onChange(newCondition(ref, event.value as TSurveyConditionOp))}
              aria-invalid={opError ? true : undefined}
              aria-describedby={opError ? `${id}-op-error` : undefined}
            />
            {opError ? (
              <small className="gl-field__error" id={`${id}-op-error`} role="alert">
                {opError}
              </small>
            ) : null}
          </span>
          {ref ? (
            <span className="gl-survey-condition__field gl-survey-condition__field--value">
              <label htmlFor={`${id}-value`} className="gl-visually-hidden">
                {t('condition.value', { name })}
              </label>
              <ConditionValue
                id={`${id}-value`}
                question={ref}
                condition={condition}
                onChange={onChange}
                invalid={Boolean(valueError)}
                describedBy={valueError ? `${id}-value-error` : undefined}
              />
              {valueError ? (
                <small className="gl-field__error" id={`${id}-value-error`} role="alert">
                  {valueError}
                </small>
              ) : null}
            </span>
          ) : null}
          {onRemove ? (
            <Button
              type="button"
              icon="pi pi-times"
              text
              rounded
              severity="danger"
              aria-label={t('condition.remove', { name })}
              onClick={onRemove}
            />
          ) : null}
        </div>
      </fieldset>
    </li>
  );
}
