import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo, LanguageSelect } from '@/components/ui';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import './invites.css';

/** The invitation page's frame: the brand, a language switcher, and one centred card. */
export function InviteLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('invites');
  return (
    <div className="gl-invite">
      <header className="gl-invite__top">
        <BrandLogo size={30} />
        <LanguageSelect value={currentLanguage(i18n.language)} onChange={(next) => void setLanguage(next)} />
      </header>
      <main className="gl-invite__main" id="main">
        <div className="gl-invite__card">{children}</div>
      </main>
      <footer className="gl-invite__footer">{t('footer', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}

/** An outcome shown instead of the form: an icon, a heading that takes the focus, words and ways on. */
export function InviteStatus({
  icon,
  tone,
  title,
  children,
}: {
  icon: string;
  tone?: 'error' | 'info';
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="gl-invite__status">
      <span
        className={`gl-invite__status-icon gl-invite__status-icon--${tone ?? 'info'} ${icon}`}
        aria-hidden="true"
      />
      <h1 tabIndex={-1}>{title}</h1>
      {children}
    </section>
  );
}
