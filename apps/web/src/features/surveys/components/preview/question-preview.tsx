import { isSelectQuestion, type TSurveyQuestion } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { scaleOf } from '../builder/question-logic';

/** A field as the guest's page draws it, to look at only. */
function Field({ text, icon, tall }: { text: string; icon?: string; tall?: boolean }) {
  return (
    <span className={`gl-phone-field${tall ? ' gl-phone-field--tall' : ''}`}>
      <span className="gl-phone-field__text">{text}</span>
      {icon ? <span className={icon} aria-hidden="true" /> : null}
    </span>
  );
}

/** How the answer part of a question looks on the guest's page. */
function AnswerPreview({ question }: { question: TSurveyQuestion }) {
  const { t } = useTranslation('surveys');
  const placeholder = question.data.placeholder?.trim();
  if (isSelectQuestion(question)) {
    const labels = question.answers.map((answer) => ({ id: answer.id, label: answer.label?.trim() || '…' }));
    switch (question.type) {
      case 'dropdown':
        return <Field text={placeholder || t('preview.choose')} icon="pi pi-chevron-down" />;
      case 'select_single_card':
        return (
          <ul className="gl-phone-cards">
            {labels.map((answer) => (
              <li key={answer.id}>{answer.label}</li>
            ))}
          </ul>
        );
      case 'select_multiple':
        return (
          <ul className="gl-phone-chips">
            {labels.map((answer) => (
              <li key={answer.id}>{answer.label}</li>
            ))}
          </ul>
        );
      default:
        return (
          <ul className="gl-phone-options">
            {labels.map((answer) => (
              <li key={answer.id}>
                <span
                  className={`gl-phone-mark${question.type === 'checkboxes' ? ' gl-phone-mark--box' : ''}`}
                  aria-hidden="true"
                />
                {answer.label}
              </li>
            ))}
          </ul>
        );
    }
  }
  const scale = scaleOf(question);
  if (scale && (question.type === 'rate' || question.type === 'rate_enps')) {
    const { labels } = question.data.options;
    return (
      <div className="gl-phone-scale">
        <ol className={scale.length > 6 ? 'gl-phone-scale__many' : undefined}>
          {scale.map((value) => (
            <li key={value}>{value}</li>
          ))}
        </ol>
        {labels.min?.trim() || labels.max?.trim() ? (
          <p className="gl-phone-scale__labels">
            <span>{labels.min}</span>
            <span>{labels.max}</span>
          </p>
        ) : null}
      </div>
    );
  }
  switch (question.type) {
    case 'text_long':
      return <Field text={placeholder || ''} tall />;
    case 'date_only':
      return <Field text={t('preview.date')} icon="pi pi-calendar" />;
    case 'time_only':
      return <Field text={t('preview.time')} icon="pi pi-clock" />;
    case 'text_email':
      return <Field text={placeholder || 'name@example.com'} icon="pi pi-envelope" />;
    case 'text_phone_number':
      return <Field text={placeholder || '+44 20 7946 0958'} icon="pi pi-phone" />;
    case 'text_url':
      return <Field text={placeholder || 'https://'} icon="pi pi-link" />;
    default:
      return <Field text={placeholder || ''} />;
  }
}

/** One question as guests see it: number, title (a star when required), subtitle, the answer part, the note. */
export function QuestionPreview({ question, number }: { question: TSurveyQuestion; number: number }) {
  const { t } = useTranslation('surveys');
  return (
    <li className="gl-phone-question">
      <p className="gl-phone-question__title">
        <span className="gl-phone-question__number">{number}.</span>{' '}
        {question.title?.trim() || t('question.untitled')}
        {question.required ? (
          <span className="gl-phone-required" title={t('preview.required')}>
            {' '}
            *
          </span>
        ) : null}
      </p>
      {question.subTitle?.trim() ? <p className="gl-phone-muted">{question.subTitle}</p> : null}
      <AnswerPreview question={question} />
      {question.data.comment?.trim() ? <p className="gl-phone-muted">{question.data.comment}</p> : null}
    </li>
  );
}
