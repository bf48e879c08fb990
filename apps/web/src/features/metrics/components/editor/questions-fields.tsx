import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { Controller, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage, type MetricFormValues, newItemId } from './metric-form-model';
import { errorAt, TextField } from './text-field';

const MAX_QUESTIONS = 10;
const MAX_ANSWERS = 20;

/** Up, down and remove buttons of one row of a list. */
function RowTools({
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('metrics');
  return (
    <span className="gl-metric-row-tools">
      <Button
        type="button"
        icon="pi pi-arrow-up"
        text
        rounded
        disabled={index === 0}
        aria-label={t('questions.moveUp', { name })}
        onClick={() => onMove(index, index - 1)}
      />
      <Button
        type="button"
        icon="pi pi-arrow-down"
        text
        rounded
        disabled={index === count - 1}
        aria-label={t('questions.moveDown', { name })}
        onClick={() => onMove(index, index + 1)}
      />
      <Button
        type="button"
        icon="pi pi-times"
        text
        rounded
        severity="danger"
        aria-label={t('questions.remove', { name })}
        onClick={onRemove}
      />
    </span>
  );
}

/** Questions shown under the score, each with answer variants guests tap. */
export function QuestionsFields() {
  const { t } = useTranslation('metrics');
  const { control } = useFormContext<MetricFormValues>();
  const questions = useFieldArray({ control, name: 'content.questions', keyName: 'key' });

  return (
    <div className="gl-metric-questions">
      {questions.fields.length === 0 ? <p className="gl-metrics-muted">{t('questions.none')}</p> : null}
      <ol className="gl-metric-list">
        {questions.fields.map((question, index) => {
          const name = t('questions.numbered', { number: index + 1 });
          return (
            <li key={question.key} className="gl-metric-question">
              <div className="gl-metric-question__head">
                <h4>{name}</h4>
                <RowTools
                  index={index}
                  count={questions.fields.length}
                  name={name}
                  onMove={questions.move}
                  onRemove={() => questions.remove(index)}
                />
              </div>
              <TextField name={`content.questions.${index}.title`} label={t('questions.title')} />
              <TextField name={`content.questions.${index}.subTitle`} label={t('questions.subTitle')} />
              <TextField
                name={`content.questions.${index}.data.comment`}
                label={t('questions.comment')}
                hint={t('questions.commentHint')}
              />
              <TextField
                name={`content.questions.${index}.data.placeholder`}
                label={t('questions.placeholder')}
                hint={t('questions.placeholderHint')}
              />
              <div className="gl-metric-options">
                <OptionBox index={index} option="multiple" label={t('questions.multiple')} />
                <OptionBox index={index} option="required" label={t('questions.required')} />
              </div>
              <AnswersFields questionIndex={index} questionName={name} />
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        icon="pi pi-plus"
        outlined
        label={t('questions.add')}
        disabled={questions.fields.length >= MAX_QUESTIONS}
        onClick={() =>
          questions.append({
            id: newItemId('q'),
            title: '',
            subTitle: '',
            data: { placeholder: '', comment: '', options: { multiple: true, required: false } },
            answers: [],
          })
        }
      />
    </div>
  );
}

function OptionBox({
  index,
  option,
  label,
}: {
  index: number;
  option: 'multiple' | 'required';
  label: string;
}) {
  const { control } = useFormContext<MetricFormValues>();
  const id = `metric-question-${index}-${option}`;
  return (
    <Controller
      control={control}
      name={`content.questions.${index}.data.options.${option}`}
      render={({ field }) => (
        <span className="gl-metric-check">
          <Checkbox
            inputId={id}
            checked={field.value}
            onChange={(event) => field.onChange(Boolean(event.checked))}
          />
          <label htmlFor={id}>{label}</label>
        </span>
      )}
    />
  );
}

function AnswersFields({ questionIndex, questionName }: { questionIndex: number; questionName: string }) {
  const { t } = useTranslation('metrics');
  const { control, register } = useFormContext<MetricFormValues>();
  const base = `content.questions.${questionIndex}.answers` as const;
  const answers = useFieldArray({ control, name: base, keyName: 'key' });
  const { errors } = useFormState({ control, name: base });

  return (
    <fieldset className="gl-metric-answers">
      <legend>{t('questions.answers', { question: questionName })}</legend>
      {answers.fields.length === 0 ? <p className="gl-metrics-muted">{t('questions.noAnswers')}</p> : null}
      <ol className="gl-metric-list">
        {answers.fields.map((answer, index) => {
          const id = `metric-q${questionIndex}-a${index}`;
          const label = t('questions.answerNumbered', { number: index + 1 });
          const error = fieldMessage(t, errorAt(errors, `${base}.${index}.label`));
          return (
            <li key={answer.key} className="gl-metric-answer">
              <label htmlFor={id} className="gl-visually-hidden">
                {t('questions.answerOf', { answer: label, question: questionName })}
              </label>
              <InputText
                id={id}
                autoComplete="off"
                dir="auto"
                placeholder={label}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...register(`${base}.${index}.label`)}
              />
              <RowTools
                index={index}
                count={answers.fields.length}
                name={t('questions.answerOf', { answer: label, question: questionName })}
                onMove={answers.move}
                onRemove={() => answers.remove(index)}
              />
              {error ? (
                <small className="gl-field__error" id={`${id}-error`} role="alert">
                  {error}
                </small>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        icon="pi pi-plus"
        text
        label={t('questions.addAnswer')}
        aria-label={t('questions.addAnswerTo', { question: questionName })}
        disabled={answers.fields.length >= MAX_ANSWERS}
        onClick={() => answers.append({ id: newItemId('a'), label: '' })}
      />
    </fieldset>
  );
}
