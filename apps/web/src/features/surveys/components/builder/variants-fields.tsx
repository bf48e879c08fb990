import { isMultipleChoice, SURVEY_OPTIONS_MAX, type TSelectQuestion } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, useFieldMessage, useFirstMessage } from './form-fields';
import { newItemId, type SurveyFormValues } from './survey-form-model';

export interface VariantsFieldsProps {
  index: number;
  question: TSelectQuestion;
  /** A quiz: each variant can be marked right, and the question is worth points. */
  quiz: boolean;
}

/** The variants a guest chooses from: add, name, reorder, remove; in a quiz, the right ones and the points. */
export function VariantsFields({ index, question, quiz }: VariantsFieldsProps) {
  const { t } = useTranslation('surveys');
  const { control, setValue } = useFormContext<SurveyFormValues>();
  const path = `content.questions.${index}` as const;
  const answers = useFieldArray({ control, name: `${path}.answers` as never, keyName: 'key' });
  const questionName = t('question.numbered', { number: index + 1 });
  const listError = useFieldMessage(`${path}.answers`);
  const keyError = useFirstMessage(`${path}.data.quiz.correctAnswerIds`);
  const correct = question.data.quiz?.correctAnswerIds ?? [];
  const multiple = isMultipleChoice(question);

  const setCorrect = (ids: string[]) =>
    setValue(
      `${path}.data.quiz` as never,
      (ids.length ? { correctAnswerIds: ids, points: question.data.quiz?.points ?? 1 } : null) as never,
      { shouldDirty: true, shouldValidate: false },
    );
  const toggleCorrect = (id: string, on: boolean) => {
    if (!multiple) return setCorrect(on ? [id] : []);
    setCorrect(on ? [...correct, id] : correct.filter((item) => item !== id));
  };
  const remove = (at: number) => {
    const id = question.answers[at]?.id;
    if (id && correct.includes(id)) setCorrect(correct.filter((item) => item !== id));
    answers.remove(at);
  };

  return (
    <fieldset className="gl-survey-variants">
      <legend>{t('variants.legend', { question: questionName })}</legend>
      {quiz ? <p className="gl-survey-muted">{t(multiple ? 'quiz.markMany' : 'quiz.markOne')}</p> : null}
      <ol className="gl-survey-list">
        {answers.fields.map((field, at) => {
          const answer = question.answers[at];
          if (!answer) return null;
          const label = t('variants.numbered', { number: at + 1 });
          const id = `survey-q${index}-a${at}`;
          const isRight = correct.includes(answer.id);
          return (
            <li key={field.key} className="gl-survey-variant">
              <VariantInput
                id={id}
                path={`${path}.answers.${at}.label`}
                label={label}
                questionName={questionName}
              />
              {quiz ? (
                <span className="gl-survey-check">
                  <Checkbox
                    inputId={`${id}-right`}
                    checked={isRight}
                    onChange={(event) => toggleCorrect(answer.id, Boolean(event.checked))}
                    aria-label={t('quiz.rightOf', { name: answer.label?.trim() || label })}
                  />
                  <label htmlFor={`${id}-right`} aria-hidden="true">
                    {t('quiz.right')}
                  </label>
                </span>
              ) : null}
              <span className="gl-survey-row-tools">
                <Button
                  type="button"
                  icon="pi pi-arrow-up"
                  text
                  rounded
                  disabled={at === 0}
                  aria-label={t('variants.moveUp', { name: label, question: questionName })}
                  onClick={() => answers.move(at, at - 1)}
                />
                <Button
                  type="button"
                  icon="pi pi-arrow-down"
                  text
                  rounded
                  disabled={at === answers.fields.length - 1}
                  aria-label={t('variants.moveDown', { name: label, question: questionName })}
                  onClick={() => answers.move(at, at + 1)}
                />
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  severity="danger"
                  disabled={answers.fields.length <= 1}
                  aria-label={t('variants.remove', { name: label, question: questionName })}
                  onClick={() => remove(at)}
                />
              </span>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <small className="gl-field__error" role="alert">
          {listError}
        </small>
      ) : null}
      <Button
        type="button"
        icon="pi pi-plus"
        text
        label={t('variants.add')}
        aria-label={t('variants.addTo', { question: questionName })}
        disabled={answers.fields.length >= SURVEY_OPTIONS_MAX}
        onClick={() =>
          answers.append({
            id: newItemId('a'),
            label: t('variants.numbered', { number: answers.fields.length + 1 }),
          } as never)
        }
      />
      {quiz && question.data.quiz ? (
        <NumberField
          name={`${path}.data.quiz.points`}
          label={t('quiz.points')}
          hint={t('quiz.pointsHint')}
          min={0}
          max={1000}
        />
      ) : null}
      {keyError ? (
        <small className="gl-field__error" role="alert">
          {keyError}
        </small>
      ) : null}
    </fieldset>
  );
}

function VariantInput({
  id,
  path,
  label,
  questionName,
}: {
  id: string;
  path: string;
  label: string;
  questionName: string;
}) {
  const { t } = useTranslation('surveys');
  const { register } = useFormContext<SurveyFormValues>();
  const error = useFieldMessage(path);
  return (
    <span className="gl-survey-variant__input">
      <label htmlFor={id} className="gl-visually-hidden">
        {t('variants.of', { name: label, question: questionName })}
      </label>
      <InputText
        id={id}
        autoComplete="off"
        dir="auto"
        placeholder={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(path as never)}
      />
      {error ? (
        <small className="gl-field__error" id={`${id}-error`} role="alert">
          {error}
        </small>
      ) : null}
    </span>
  );
}
