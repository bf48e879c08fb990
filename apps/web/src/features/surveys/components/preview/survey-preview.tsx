import { isRtl, type TSurvey } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useCompany } from '@/entities/company';
import { questionsAskedFirst } from '../builder/question-logic';
import type { SurveyFormValues } from '../builder/survey-form-model';
import { QuestionPreview } from './question-preview';
import './preview.css';

export interface SurveyPreviewProps {
  survey: Pick<TSurvey, 'kind' | 'logoUrl' | 'headerUrl' | 'locationName'>;
  /** The builder's values as typed: the preview follows every change. */
  values: SurveyFormValues;
}

/**
 * The guest's page on a phone, drawn from the builder's values: the welcome texts, then the
 * questions a guest who has answered nothing yet is asked, in order (the show/hide rules and jumps
 * applied), the privacy note, and what the guest reads after sending.
 */
export function SurveyPreview({ survey, values }: SurveyPreviewProps) {
  const { t } = useTranslation('surveys');
  const company = useCompany().data;
  const { content } = values;
  const questions = content.questions ?? [];
  const asked = questionsAskedFirst(questions);
  const later = questions.length - asked.length;
  const { settings } = content;
  const policy = settings.policy;
  const timeLimit = survey.kind === 'quiz' ? content.quiz?.timeLimitMinutes : null;

  return (
    <figure className="gl-survey-preview" aria-labelledby="survey-preview-caption">
      <figcaption id="survey-preview-caption" className="gl-survey-preview__caption">
        {t('preview.caption')}
      </figcaption>
      <div className="gl-phone">
        {/* It scrolls: a keyboard reaches it, and it is named by the caption. */}
        <section
          className="gl-phone__screen"
          lang={values.language}
          dir={isRtl(values.language) ? 'rtl' : 'ltr'}
          aria-labelledby="survey-preview-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
          tabIndex={0}
        >
          {survey.headerUrl ? <img className="gl-phone__header" src={survey.headerUrl} alt="" /> : null}
          <div className="gl-phone__body">
            <p className="gl-phone__venue">
              {survey.logoUrl || company?.logoUrl ? (
                <img src={survey.logoUrl ?? company?.logoUrl ?? ''} alt="" />
              ) : null}
              <span>{company?.name ?? survey.locationName}</span>
            </p>
            {settings.welcomePage?.trim() ? <p className="gl-phone__center">{settings.welcomePage}</p> : null}
            <h2 className="gl-phone__title">{values.title?.trim() || t('preview.untitled')}</h2>
            {content.subTitle?.trim() ? <p className="gl-phone__center">{content.subTitle}</p> : null}
            {settings.begin?.trim() ? <p className="gl-phone-muted">{settings.begin}</p> : null}
            {timeLimit ? (
              <p className="gl-phone__notice">
                <span className="pi pi-stopwatch" aria-hidden="true" />{' '}
                {t('preview.timeLimit', { count: timeLimit })}
              </p>
            ) : null}
            {asked.length ? (
              <ol className="gl-phone__questions">
                {asked.map((question, i) => (
                  <QuestionPreview key={question.id} question={question} number={i + 1} />
                ))}
              </ol>
            ) : (
              <p className="gl-phone-muted">{t('preview.noQuestions')}</p>
            )}
            {later > 0 ? (
              <p className="gl-phone__notice">
                <span className="pi pi-eye-slash" aria-hidden="true" />{' '}
                {t('preview.hidden', { count: later })}
              </p>
            ) : null}
            {policy.GDPRCompliance ? (
              <p className="gl-phone__consent">
                <span className="gl-phone-mark gl-phone-mark--box" aria-hidden="true" />
                {t('preview.consent')}
              </p>
            ) : null}
            <span className="gl-phone__submit">{t('preview.submit')}</span>
            {policy.useOwnPolicy && (policy.title?.trim() || policy.policy?.trim()) ? (
              <div className="gl-phone__policy">
                {policy.title?.trim() ? <strong>{policy.title}</strong> : null}
                {policy.policy?.trim() ? <p>{policy.policy}</p> : null}
                {policy.url?.trim() ? (
                  <span className="gl-phone__link">{t('preview.policyLink')}</span>
                ) : null}
              </div>
            ) : (
              <p className="gl-phone__policy">{t('preview.companyPolicy')}</p>
            )}
            {settings.after?.trim() ? (
              <>
                <p className="gl-phone__divider">{t('preview.afterSending')}</p>
                <p className="gl-phone__center">{settings.after}</p>
              </>
            ) : null}
          </div>
        </section>
      </div>
    </figure>
  );
}
