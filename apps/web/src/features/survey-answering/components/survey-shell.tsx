import { INTL_LOCALES, LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/ui/BrandLogo';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { Icon } from './icons';

/** A native select: light, and the phone shows its own picker for the 19 languages. */
function LanguagePicker() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className="sa-language">
      <label htmlFor={id} className="gl-visually-hidden">
        {t('language.label')}
      </label>
      <Icon name="globe" />
      <select
        id={id}
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

/** Frame of the answering pages: language picker, one column, a quiet footer. */
export function SurveyShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="sa">
      <div className="sa-bar">
        <LanguagePicker />
      </div>
      <main className="sa-main" id="main">
        {children}
      </main>
      <footer className="sa-footer">
        <BrandMark size={16} />
        <span>{t('app.poweredBy')}</span>
      </footer>
    </div>
  );
}
