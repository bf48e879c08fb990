import { metricOutcome, RATING_COMMENT_MAX, type TMetricPublic } from '@guestloop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLanguage, ScorePicker, VerifyIntro } from '@/components/rating';
import { AudioRecorder } from './audio-recorder';
import { PhotoPicker } from './photo-picker';
import { QuestionChips } from './question-chips';
import {
  asksEmail,
  type DraftProblems,
  draftProblems,
  EMPTY_DRAFT,
  type RatingDraft,
} from './use-rating-flow';

export interface RatingFormProps {
  metric: TMetricPublic;
  onSend: (draft: RatingDraft) => void;
  sending: boolean;
  sendError: string | null;
  serverProblems: DraftProblems;
}

/** Score with one tap; then, all optional unless the metric says so, answers, words, voice and photo. */
export function RatingForm({ metric, onSend, sending, sendError, serverProblems }: RatingFormProps) {
  const { t } = useTranslation('rating');
  const id = useId();
  const [draft, setDraft] = useState<RatingDraft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<DraftProblems>({});
  const update = (change: Partial<RatingDraft>) => setDraft((current) => ({ ...current, ...change }));
  const outcome = draft.score === null ? null : metricOutcome(metric.type, draft.score);
  const metricText = contentLanguage(metric.language);
  const begin = metric.content.settings.begin.trim();
  const emailProblem = problems.email ?? serverProblems.email;
  const hasRequired =
    asksEmail(metric) ||
    metric.content.questions.some((q) => q.data.options.required && q.answers.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(metric, draft);
    setProblems(found);
    if (Object.keys(found).length === 0) onSend(draft);
  };

  return (
    <>
      <section className="rt-card rt-card--score" aria-labelledby={`${id}-score`}>
        <p id={`${id}-score`} className="rt-score-prompt" {...(begin ? metricText : {})}>
          {begin || t('score.prompt')}
        </p>
        <ScorePicker
          type={metric.type}
          value={draft.score}
          onChange={(score) => update({ score })}
          disabled={sending}
        />
      </section>

      {outcome === null ? null : (
        <form className="rt-card rt-more" onSubmit={submit} noValidate aria-labelledby={`${id}-more`}>
          <h2 id={`${id}-more`} className="rt-card__title">
            {t('page.more')}
          </h2>
          {hasRequired ? null : <p className="rt-hint">{t('page.moreHint')}</p>}

          {metric.subLocations.length > 0 && !metric.table ? (
            <div className="rt-field">
              <label htmlFor={`${id}-place`} className="rt-label">
                {t('page.place')}
              </label>
              <select
                id={`${id}-place`}
                className="rt-input"
                value={draft.subLocationId}
                onChange={(event) => update({ subLocationId: event.target.value })}
              >
                <option value="">{t('page.placeNone')}</option>
                {metric.subLocations.map((place) => (
                  <option key={place.id} value={place.id} dir="auto">
                    {place.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          {metric.content.questions.map((question) => (
            <QuestionChips
              key={question.id}
              question={question}
              chosen={draft.answers[question.id] ?? []}
              onChange={(answerIds) => update({ answers: { ...draft.answers, [question.id]: answerIds } })}
              missing={problems.questions?.includes(question.id)}
              disabled={sending}
              language={metric.language}
            />
          ))}

          <div className="rt-field">
            <label htmlFor={`${id}-comment`} className="rt-label">
              {t('form.comment')}
            </label>
            <textarea
              id={`${id}-comment`}
              className="rt-input rt-textarea"
              rows={3}
              maxLength={RATING_COMMENT_MAX}
              placeholder={metric.content.commentPlaceholder.trim() || t('form.commentPlaceholder')}
              value={draft.comment}
              onChange={(event) => update({ comment: event.target.value })}
              disabled={sending}
              dir="auto"
            />
            {draft.comment.length > RATING_COMMENT_MAX * 0.8 ? (
              <p className="rt-hint rt-count">
                {t('form.commentLength', { used: draft.comment.length, max: RATING_COMMENT_MAX })}
              </p>
            ) : null}
          </div>

          <div className="rt-field">
            <h3 className="rt-label">{t('audio.title')}</h3>
            <AudioRecorder onChange={(audio) => update({ audio })} disabled={sending} />
          </div>

          <div className="rt-field">
            <h3 className="rt-label">{t('photo.title')}</h3>
            <PhotoPicker value={draft.photo} onChange={(photo) => update({ photo })} disabled={sending} />
          </div>

          {asksEmail(metric) ? (
            <div className="rt-field rt-email">
              <VerifyIntro texts={metric.content.outcomes[outcome]} language={metric.language} />
              <label htmlFor={`${id}-email`} className="rt-label">
                {t('verify.email')}
              </label>
              <input
                id={`${id}-email`}
                className="rt-input"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={draft.email}
                onChange={(event) => update({ email: event.target.value })}
                aria-invalid={emailProblem ? true : undefined}
                aria-describedby={`${id}-email-hint`}
                disabled={sending}
              />
              <p id={`${id}-email-hint`} className={emailProblem ? 'rt-field-error' : 'rt-hint'}>
                {emailProblem === 'required'
                  ? t('verify.emailRequired')
                  : emailProblem
                    ? t('verify.emailInvalid')
                    : t('verify.emailHint')}
              </p>
            </div>
          ) : null}

          {sendError ? (
            <p className="rt-note rt-note--warn" role="alert">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" />
              <span>{sendError}</span>
            </p>
          ) : null}
          <button
            type="submit"
            className="gr-button gr-button--primary gr-button--wide rt-submit"
            disabled={sending}
          >
            {sending ? t('form.sending') : t('form.submit')}
          </button>
        </form>
      )}
    </>
  );
}
