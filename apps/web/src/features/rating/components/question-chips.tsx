import type { TLanguage, TMetricQuestion } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '@/components/rating';

export interface QuestionChipsProps {
  question: TMetricQuestion;
  chosen: string[];
  onChange: (answerIds: string[]) => void;
  /** Shown under the question when a required one was left unanswered. */
  missing?: boolean;
  disabled?: boolean;
  /** The metric's language, which its words are written in. */
  language?: TLanguage;
}

/** One of the metric's questions, its answer variants as chips to tap (one, or several). */
export function QuestionChips({
  question,
  chosen,
  onChange,
  missing,
  disabled,
  language,
}: QuestionChipsProps) {
  const { t } = useTranslation('rating');
  const { multiple, required } = question.data.options;
  const headingId = `rt-q-${question.id}`;
  const metricText = contentLanguage(language);
  const toggle = (id: string) => {
    if (chosen.includes(id)) onChange(chosen.filter((c) => c !== id));
    else onChange(multiple ? [...chosen, id] : [id]);
  };
  if (question.answers.length === 0) return null;
  return (
    <fieldset className="rt-question" aria-describedby={missing ? `${headingId}-missing` : undefined}>
      <legend id={headingId} className="rt-question__title">
        <span {...metricText}>{question.title}</span>
        {required ? <span className="rt-question__required"> · {t('form.required')}</span> : null}
      </legend>
      {question.subTitle.trim() ? (
        <p className="rt-question__hint" {...metricText}>
          {question.subTitle}
        </p>
      ) : (
        <p className="rt-question__hint">{multiple ? t('form.chooseAny') : t('form.chooseOne')}</p>
      )}
      <div className="rt-chips">
        {question.answers.map((answer) => (
          <button
            key={answer.id}
            type="button"
            className="rt-chip"
            aria-pressed={chosen.includes(answer.id)}
            onClick={() => toggle(answer.id)}
            disabled={disabled}
            {...metricText}
          >
            {chosen.includes(answer.id) ? <i className="pi pi-check" aria-hidden="true" /> : null}
            {answer.label}
          </button>
        ))}
      </div>
      {missing ? (
        <p id={`${headingId}-missing`} className="rt-field-error" role="alert">
          {t('form.questionRequired')}
        </p>
      ) : null}
    </fieldset>
  );
}
