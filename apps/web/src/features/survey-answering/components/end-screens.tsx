import type { TSurveyKind, TSurveyPublic } from '@guestloop/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '@/components/rating/content-language';
import { Icon, type IconName } from './icons';
import './results.css';
import { SurveyHeader } from './survey-header';
import { SurveyHeading } from './survey-heading';

/** A whole-page message: icon, title, text; focused when it replaces a question. */
export function EndCard({ icon, title, children }: { icon: IconName; title: string; children?: ReactNode }) {
  const top = useRef<HTMLElement>(null);
  useEffect(() => {
    top.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="sa-card sa-end" ref={top} tabIndex={-1} aria-labelledby="sa-end-title">
      <span className="sa-end__icon" aria-hidden="true">
        <Icon name={icon} />
      </span>
      <SurveyHeading id="sa-end-title" className="sa-end__title">
        {title}
      </SurveyHeading>
      {children}
    </section>
  );
}

/** After the final answer (or on coming back to an answered survey): the survey's thanks. */
export function ThanksScreen({ survey }: { survey: TSurveyPublic }) {
  const { t } = useTranslation('guest-survey');
  const after = survey.content.settings.after.trim();
  return (
    <>
      <SurveyHeader survey={survey} compact />
      <EndCard icon="check" title={t('done.title')}>
        {after ? (
          <p className="sa-end__text" {...contentLanguage(survey.language)}>
            {after}
          </p>
        ) : (
          <p className="sa-end__text">{t(`done.message.${survey.kind}`)}</p>
        )}
      </EndCard>
    </>
  );
}

/** Past its last day: the survey's expire text, or ours. */
export function ExpiredScreen({ survey }: { survey: TSurveyPublic }) {
  const { t } = useTranslation('guest-survey');
  const expire = survey.content.settings.expire.trim();
  return (
    <>
      <SurveyHeader survey={survey} compact />
      <EndCard icon="calendar" title={t(`expired.title.${survey.kind}`)}>
        {expire ? (
          <p className="sa-end__text" {...contentLanguage(survey.language)}>
            {expire}
          </p>
        ) : (
          <p className="sa-end__text">{t('expired.message')}</p>
        )}
      </EndCard>
    </>
  );
}

/** Switched off or ended while the customer was answering. */
export function ClosedScreen({ survey }: { survey: TSurveyPublic }) {
  const { t } = useTranslation(['guest-survey', 'errors']);
  return (
    <>
      <SurveyHeader survey={survey} compact />
      <EndCard icon="lock" title={t(`expired.title.${survey.kind}`)}>
        <p className="sa-end__text">{t('errors:SURVEY_CLOSED')}</p>
      </EndCard>
    </>
  );
}

/** A quiz whose time ran out before the answers could be taken. */
export function TimeUpScreen({ survey }: { survey: TSurveyPublic }) {
  const { t } = useTranslation(['guest-survey', 'errors']);
  return (
    <>
      <SurveyHeader survey={survey} compact />
      <EndCard icon="clock" title={t('timer.upTitle')}>
        <p className="sa-end__text">{t('errors:QUIZ_TIME_UP')}</p>
      </EndCard>
    </>
  );
}

/** The page's address names no published survey of this kind. */
export function unavailableKey(kind: TSurveyKind) {
  return { title: `unavailable.${kind}.title`, message: `unavailable.${kind}.message` } as const;
}
