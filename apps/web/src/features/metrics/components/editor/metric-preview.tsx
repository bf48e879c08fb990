import {
  feedbackServiceName,
  isRtl,
  metricOutcome,
  type TMetric,
  type TMetricOutcome,
} from '@guestloop/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeTexts, ReviewLinks, ScorePicker, VerifyIntro } from '@/components/rating';
import { useCompany } from '@/entities/company';
import { useLocationList } from '@/entities/locations';
import type { MetricFormValues } from './metric-form-model';
import { scoreOf } from './outcome-scores';
import { OutcomeSwitch } from './outcome-switch';

export interface MetricPreviewProps {
  metric: TMetric;
  /** The form as typed (the preview follows every keystroke). */
  values: MetricFormValues;
  outcome: TMetricOutcome;
  onOutcomeChange: (outcome: TMetricOutcome) => void;
}

/** Links inside the preview stay put: it shows the page, it is not the page. */
const stayOnPage = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};

/**
 * The guest's rating page on a phone, drawn from the editor's values with the rating page's own
 * pieces: the score (tapping one shows that outcome), the questions, the comment box, then what
 * the guest reads after rating for the outcome chosen, and the review sites every guest is offered.
 */
export function MetricPreview({ metric, values, outcome, onOutcomeChange }: MetricPreviewProps) {
  const { t } = useTranslation('metrics');
  const company = useCompany().data;
  const locations = useLocationList().data?.items ?? [];
  const { content } = values;
  const texts = content.outcomes[outcome];
  const subLocations = locations.filter((location) => content.subLocationIds.includes(location.id));
  const links = content.reviewLinks
    .filter((link) => link.url.trim())
    .map((link) => ({ ...link, name: feedbackServiceName(link.service) }));

  return (
    <figure className="gl-metric-preview" aria-labelledby="metric-preview-caption">
      <figcaption id="metric-preview-caption" className="gl-metric-preview__caption">
        {t('preview.caption')}
      </figcaption>
      <OutcomeSwitch value={outcome} onChange={onOutcomeChange} label={t('preview.outcome')} />
      <div className="gl-metric-phone">
        <div
          className="gl-metric-phone__screen"
          lang={values.language}
          dir={isRtl(values.language) ? 'rtl' : 'ltr'}
          onClickCapture={stayOnPage}
        >
          {metric.imageUrl ? <img className="gl-metric-phone__image" src={metric.imageUrl} alt="" /> : null}
          <div className="gl-metric-phone__body">
            <p className="gl-metric-phone__venue">
              {company?.logoUrl ? <img src={company.logoUrl} alt="" /> : null}
              <span>{company?.name ?? metric.locationName}</span>
            </p>
            {content.settings.welcomePage.trim() ? (
              <p className="gl-metric-phone__welcome">{content.settings.welcomePage}</p>
            ) : null}
            <h2 className="gl-metric-phone__title">{values.title.trim() || t('preview.untitled')}</h2>
            {content.subTitle.trim() ? <p className="gl-metric-phone__sub">{content.subTitle}</p> : null}
            {content.settings.begin.trim() ? (
              <p className="gl-metric-phone__muted">{content.settings.begin}</p>
            ) : null}
            {subLocations.length ? (
              <div className="gl-metric-phone__block">
                {content.structureTitle.trim() ? (
                  <p className="gl-metric-phone__label">{content.structureTitle}</p>
                ) : null}
                <ul className="gl-metric-phone__chips">
                  {subLocations.map((location) => (
                    <li key={location.id}>{location.name}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <ScorePicker
              type={metric.type}
              value={scoreOf(metric.type, outcome)}
              onChange={(score) => onOutcomeChange(metricOutcome(metric.type, score))}
            />
            {content.questions.map((question) => (
              <div key={question.id} className="gl-metric-phone__block">
                <p className="gl-metric-phone__label">{question.title}</p>
                {question.subTitle.trim() ? (
                  <p className="gl-metric-phone__muted">{question.subTitle}</p>
                ) : null}
                <ul className="gl-metric-phone__chips">
                  {question.answers.map((answer) => (
                    <li key={answer.id}>{answer.label}</li>
                  ))}
                </ul>
                {question.data.comment.trim() ? (
                  <p className="gl-metric-phone__muted">{question.data.comment}</p>
                ) : null}
              </div>
            ))}
            <textarea
              className="gl-metric-phone__comment"
              placeholder={content.commentPlaceholder}
              aria-label={t('preview.comment')}
              rows={2}
              readOnly
              tabIndex={-1}
            />
            <p className="gl-metric-phone__divider">{t('preview.afterRating')}</p>
            <OutcomeTexts outcome={outcome} texts={texts} after={content.settings.after}>
              {content.verificationMethods.includes('email') ? <VerifyIntro texts={texts} /> : null}
            </OutcomeTexts>
            <ReviewLinks links={links} level={3} moment="after" />
            {content.settings.policy.text.trim() ? (
              <p className="gl-metric-phone__policy">
                {content.settings.policy.text}{' '}
                {content.settings.policy.url.trim() ? (
                  <a href={content.settings.policy.url}>{t('preview.policyLink')}</a>
                ) : null}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </figure>
  );
}
