import { isLanguage, type TLanguage } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo, LanguageSelect } from '@/components/ui';
import { setLanguage } from '@/lib/i18n';
import { builtFeatures } from '@/lib/product-features';
import { AuthIllustration } from './auth-illustration';
import './auth.css';

/**
 * The frame of every auth page: on desktop a brand panel beside the form card, on phones one
 * column with the logo above the card. The language can be switched before signing in (pages
 * whose form has its own language field hide this switcher: one "Language" control per page).
 */
export function AuthLayout({
  children,
  languageSwitcher = true,
}: {
  children: ReactNode;
  languageSwitcher?: boolean;
}) {
  const { t, i18n } = useTranslation('auth');
  const language: TLanguage = isLanguage(i18n.language) ? i18n.language : 'en';

  return (
    <div className="gl-auth">
      <aside className="gl-auth__brand">
        <BrandLogo size={36} className="gl-auth__brand-logo" />
        <div>
          <p className="gl-auth__tagline">{t('brand.tagline')}</p>
          <p className="gl-auth__lead">{t('brand.lead')}</p>
          <ul className="gl-auth__points">
            {builtFeatures().map((feature) => (
              <li key={feature.id}>
                <span className={feature.icon} aria-hidden="true" />
                {t(`brand.points.${feature.id}`)}
              </li>
            ))}
          </ul>
        </div>
        <AuthIllustration />
      </aside>
      <main className="gl-auth__main">
        <div className="gl-auth__top">
          <span className="gl-auth__top-logo">
            <BrandLogo size={30} />
          </span>
          {languageSwitcher ? (
            <LanguageSelect value={language} onChange={(next) => void setLanguage(next)} />
          ) : null}
        </div>
        <div className="gl-auth__center">
          <div className="gl-auth__card">{children}</div>
        </div>
        <footer className="gl-auth__footer">{t('brand.footer', { year: new Date().getFullYear() })}</footer>
      </main>
    </div>
  );
}
