import type { TSurveyPublic } from '@guestloop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '@/components/rating/content-language';
import { Icon } from './icons';

export interface PrivacyNoteProps {
  survey: TSurveyPublic;
  consent: boolean;
  onConsent: (value: boolean) => void;
  /** Start was pressed without the consent a GDPR-compliant survey asks for. */
  missing: boolean;
}

/**
 * The privacy note before the first answer: the survey's own policy (title, text, link) when it
 * has one, else who receives the answers; with GDPRCompliance, a consent box Start waits for.
 */
export function PrivacyNote({ survey, consent, onConsent, missing }: PrivacyNoteProps) {
  const { t } = useTranslation('guest-survey');
  const id = useId();
  const policy = survey.content.settings.policy;
  const own = policy.useOwnPolicy && (policy.title.trim() || policy.policy.trim());
  const text = contentLanguage(survey.language);
  return (
    <section className="sa-privacy" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sa-privacy__title" {...(own && policy.title.trim() ? text : {})}>
        <Icon name="shield" /> {(own && policy.title.trim()) || t('privacy.title')}
      </h2>
      {own && policy.policy.trim() ? (
        <p className="sa-privacy__text" {...text}>
          {policy.policy}
        </p>
      ) : (
        <p className="sa-privacy__text">
          {survey.kind === 'enps'
            ? t('privacy.enps', { company: survey.company.name })
            : t('privacy.default', { company: survey.company.name })}
        </p>
      )}
      {policy.url ? (
        <a className="sa-link" href={policy.url} target="_blank" rel="noopener noreferrer">
          {t('privacy.link')}
        </a>
      ) : null}
      {policy.GDPRCompliance ? (
        <div className="sa-consent">
          <label className={`sa-option sa-option--check${missing ? ' sa-option--invalid' : ''}`}>
            <input
              type="checkbox"
              data-replay="consent"
              checked={consent}
              onChange={(event) => onConsent(event.target.checked)}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-missing` : undefined}
              aria-required="true"
            />
            <span className="sa-option__mark" aria-hidden="true" />
            <span className="sa-option__label">{t('privacy.consent')}</span>
          </label>
          {missing ? (
            <p id={`${id}-missing`} className="sa-error" role="alert">
              {t('privacy.consentNeeded')}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
