import './guest-page-frame.css';
import { INTL_LOCALES, LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { BrandMark } from './BrandLogo';

/** A native select: light, and the phone shows its own picker for the 19 languages. */
function LanguagePicker({ globe }: { globe: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className="gl-guest__language">
      <label htmlFor={id} className="gl-visually-hidden">
        {t('language.label')}
      </label>
      <span className="gl-guest__globe" aria-hidden="true">
        {globe}
      </span>
      {/* data-replay: a choice in the page the API wrote is made again here (app/first-screen.ts). */}
      <select
        id={id}
        data-replay="language"
        value={currentLanguage(i18n.language)}
        onChange={(event) => void setLanguage(event.target.value as TLanguage)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={INTL_LOCALES[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The frame of a guest's one-column pages (rating, survey, e-NPS, quiz): the language picker,
 * the page's cards, a quiet footer. `globe` is the picker's icon in the page's own icon set.
 * The API writes the same markup for a survey's first screen (modules/answers/survey-page-markup.ts).
 */
export function GuestPageFrame({ globe, children }: { globe: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="gl-guest">
      <div className="gl-guest__bar">
        <LanguagePicker globe={globe} />
      </div>
      <main className="gl-guest__main" id="main">
        {children}
      </main>
      <footer className="gl-guest__footer">
        <BrandMark size={16} />
        <span>{t('app.poweredBy')}</span>
      </footer>
    </div>
  );
}
