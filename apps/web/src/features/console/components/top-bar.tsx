import { isLanguage, type TLanguage, type TUser } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo, LanguageSelect } from '@/components/ui';
import { mayHaveNotifications } from '@/entities/notifications';
import { useSetProfileLanguage } from '@/entities/session';
import { setLanguage } from '@/lib/i18n';
import { CONSOLE_PATHS } from '../paths';
import { NotificationBell } from './notifications/notification-bell';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  user: TUser;
  navOpen: boolean;
  navId: string;
  /** Something new waits in a section (shown on the menu button while the drawer is closed). */
  alert?: boolean;
  onOpenNav: () => void;
}

export function TopBar({ user, navOpen, navId, alert = false, onOpenNav }: TopBarProps) {
  const { t, i18n } = useTranslation('console');
  const saveLanguage = useSetProfileLanguage();
  const language: TLanguage = isLanguage(i18n.language) ? i18n.language : 'en';

  const changeLanguage = (next: TLanguage) => {
    void setLanguage(next);
    // The account remembers it too (e-mails and the next sign-in use it); a failure only costs that.
    if (next !== user.language) saveLanguage.mutate({ language: next });
  };

  return (
    <header className="gl-topbar">
      <Button
        type="button"
        className={alert ? 'gl-topbar__menu-button gl-topbar__menu-button--alert' : 'gl-topbar__menu-button'}
        icon="pi pi-bars"
        text
        rounded
        aria-label={alert ? t('nav.openWithNews') : t('nav.open')}
        aria-expanded={navOpen}
        aria-controls={navId}
        onClick={onOpenNav}
      />
      <Link to={CONSOLE_PATHS.home} className="gl-topbar__home">
        <BrandLogo size={28} />
      </Link>
      {user.structure ? <span className="gl-topbar__company">{user.structure.name}</span> : null}
      <span className="gl-topbar__spacer" />
      <LanguageSelect className="gl-topbar__language" value={language} onChange={changeLanguage} />
      {mayHaveNotifications(user) ? <NotificationBell user={user} /> : null}
      <UserMenu user={user} />
    </header>
  );
}
