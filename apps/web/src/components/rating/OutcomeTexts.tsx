import type { TLanguage, TMetricOutcome, TMetricOutcomeTexts } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from './content-language';
import { OutcomeIcon } from './rating-icons';
import './rating-ui.css';

export interface OutcomeTextsProps {
  outcome: TMetricOutcome;
  /** The metric's texts for this outcome (content.outcomes[outcome]). */
  texts: TMetricOutcomeTexts;
  /** The metric's closing words (content.settings.after), under the thanks. */
  after?: string;
  /** Heading level of the thanks: 1 when it is the page's main message, 2 (default) inside a page. */
  level?: 1 | 2;
  /** The metric's language: its texts keep their own direction on a page in another one. */
  language?: TLanguage;
  children?: ReactNode;
}

/**
 * What a guest reads after rating: the metric's thanks for the outcome, its closing words and the
 * button to the company's own site. The same for a staff preview and the guest's page.
 */
export function OutcomeTexts({ outcome, texts, after, level = 2, language, children }: OutcomeTextsProps) {
  const { t } = useTranslation('rating');
  const Heading = level === 1 ? 'h1' : 'h2';
  const own = texts.thanksText.trim();
  const metricText = contentLanguage(language);
  return (
    <section className={`gr-outcome gr-outcome--${outcome}`} aria-live="polite">
      <span className="gr-outcome__mark">
        <OutcomeIcon outcome={outcome} />
      </span>
      <Heading className="gr-outcome__thanks" {...(own ? metricText : {})}>
        {own || t('outcome.thanks')}
      </Heading>
      {after?.trim() ? (
        <p className="gr-outcome__after" {...metricText}>
          {after}
        </p>
      ) : null}
      {children}
      {texts.ownSite ? (
        <a
          className="gr-button gr-button--primary gr-outcome__site"
          href={texts.ownSite.url}
          rel="noopener"
          {...metricText}
        >
          {texts.ownSite.buttonText}
        </a>
      ) : null}
    </section>
  );
}

export interface VerifyIntroProps {
  texts: Pick<TMetricOutcomeTexts, 'verifyUserText' | 'verifyUserSubText'>;
  language?: TLanguage;
}

/** The metric's words asking a guest to confirm their e-mail address (per outcome). */
export function VerifyIntro({ texts }: VerifyIntroProps) {
  const { t } = useTranslation('rating');
  return (
    <div className="gr-verify-intro">
      <p className="gr-verify-intro__title">{texts.verifyUserText.trim() || t('verify.title')}</p>
      {texts.verifyUserSubText.trim() ? (
        <p className="gr-verify-intro__text">{texts.verifyUserSubText}</p>
      ) : null}
    </div>
  );
}
