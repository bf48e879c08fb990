import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { BrandMark } from './BrandLogo';
import { LanguageSelect } from './LanguageSelect';

export interface PublicShellProps {
  children: ReactNode;
  /** Hide the language switcher (e.g. while redirecting). */
  hideLanguage?: boolean;
}

/** Frame of every customer page: language switcher, centred content, a quiet product footer. */
export function PublicShell({ children, hideLanguage = false }: PublicShellProps) {
  const { t, i18n } = useTranslation('common');
  return (
    <div className="gl-public">
      {hideLanguage ? null : (
        <header className="gl-public__bar">
          <LanguageSelect
            value={currentLanguage(i18n.language)}
            onChange={(language) => void setLanguage(language)}
            className="gl-public__language"
          />
        </header>
      )}
      <main className="gl-public__main" id="main">
        {children}
      </main>
      <footer className="gl-public__footer">
        <BrandMark size={16} />
        <span>{t('app.poweredBy')}</span>
      </footer>
    </div>
  );
}
