import type { TSurveyPublic } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '@/components/rating/content-language';

/** The company's logo (the survey's own first), its name and, on the welcome screen, the header image. */
export function SurveyHeader({ survey, compact = false }: { survey: TSurveyPublic; compact?: boolean }) {
  const { t } = useTranslation('guest-survey');
  const logo = survey.logoUrl ?? survey.company.logoUrl;
  const venue = survey.content.structureTitle.trim() || survey.company.name;
  return (
    <header className={compact ? 'sa-header sa-header--compact' : 'sa-header'}>
      {!compact && survey.headerUrl ? (
        <img className="sa-header__image" src={survey.headerUrl} alt="" />
      ) : null}
      <div className="sa-header__brand">
        {logo ? (
          <img
            className="sa-header__logo"
            src={logo}
            alt={t('welcome.logo', { name: survey.company.name })}
          />
        ) : (
          <span className="sa-header__initial" aria-hidden="true">
            {venue.slice(0, 1)}
          </span>
        )}
        <span className="sa-header__text">
          <span className="sa-header__venue" dir="auto">
            {venue}
          </span>
          {compact ? (
            <span className="sa-header__title" {...contentLanguage(survey.language)}>
              {survey.title}
            </span>
          ) : null}
        </span>
      </div>
    </header>
  );
}
