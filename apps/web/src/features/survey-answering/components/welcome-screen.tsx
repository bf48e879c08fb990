import type { TSurveyPublic } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '@/components/rating/content-language';
import { Icon } from './icons';
import { PrivacyNote } from './privacy-note';
import { SurveyHeader } from './survey-header';
import { SurveyHeading } from './survey-heading';
import type { SurveyFlow } from './use-survey-flow';

/** Before the first question: logo, header image, title, welcome text, privacy, Start. */
export function WelcomeScreen({ survey, flow }: { survey: TSurveyPublic; flow: SurveyFlow }) {
  const { t } = useTranslation('guest-survey');
  const text = contentLanguage(survey.language);
  const { subTitle, settings, quiz } = survey.content;
  const limit = survey.kind === 'quiz' ? (quiz?.timeLimitMinutes ?? null) : null;
  return (
    <>
      <SurveyHeader survey={survey} />
      <section className="sa-card sa-welcome">
        <SurveyHeading className="sa-welcome__title" {...text}>
          {survey.title}
        </SurveyHeading>
        {subTitle.trim() ? (
          <p className="sa-welcome__subtitle" {...text}>
            {subTitle}
          </p>
        ) : null}
        {settings.welcomePage.trim() ? (
          <p className="sa-welcome__text" {...text}>
            {settings.welcomePage}
          </p>
        ) : null}
        {survey.kind === 'enps' ? <AnonymousNote /> : null}
        {limit ? (
          <p className="sa-note">
            <Icon name="clock" />
            <span>{t('welcome.timeLimit', { minutes: limit })}</span>
          </p>
        ) : null}
        <PrivacyNote
          survey={survey}
          consent={flow.consent}
          onConsent={flow.setConsent}
          missing={flow.consentMissing}
        />
        {settings.begin.trim() ? (
          <p className="sa-welcome__begin" {...text}>
            {settings.begin}
          </p>
        ) : null}
        <button
          type="button"
          className="sa-button sa-button--primary sa-button--wide"
          onClick={flow.start}
          disabled={flow.sending}
        >
          {t('welcome.start')}
          <Icon name="arrow" className="sa-flip" />
        </button>
      </section>
    </>
  );
}

/** e-NPS: the answers are anonymous, said before the first one and under each question. */
export function AnonymousNote({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('guest-survey');
  return (
    <p className={compact ? 'sa-anonymous sa-anonymous--compact' : 'sa-note sa-anonymous'}>
      <Icon name="lock" />
      <span>{compact ? t('anonymous.short') : t('anonymous.long')}</span>
    </p>
  );
}
