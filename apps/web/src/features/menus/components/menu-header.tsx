import type { TMenu } from '@guestloop/contracts';
import { InputSwitch } from 'primereact/inputswitch';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '@/entities/permissions';
import { contentTranslationsPath } from '@/lib/content-translations-path';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useSetMenuActive } from '../api/set-menu-active';
import { menuAnalyticsPath, menuPagesPath, menuPaymentsPath, menuPosPath, publicMenuPath } from '../paths';

/** The editor's head: title, the public on/off switch, and links to the menu's other pages. */
export function MenuHeader({ menu }: { menu: TMenu }) {
  const { t } = useTranslation('menus');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const setActive = useSetMenuActive(menu.slug);

  const toggle = (isActive: boolean) =>
    setActive.mutate(isActive, {
      onSuccess: () => toast.success(isActive ? t('status.turnedOn') : t('status.turnedOff')),
      onError: (error) => toast.error(t('status.failed'), errorMessage(error)),
    });

  return (
    <header className="gl-page-header gl-menu-header">
      <span className="gl-menu-header__logo" aria-hidden="true">
        {menu.logo ? <img src={menu.logo.src} alt="" /> : <span className="pi pi-book" />}
      </span>
      <div className="gl-menu-header__text">
        <h1 dir="auto">{menu.title}</h1>
        <p className="gl-menu-muted">/{menu.slug}</p>
      </div>
      <div className="gl-menu-header__status">
        <label className="gl-menu-switch" htmlFor="menu-active">
          <InputSwitch
            inputId="menu-active"
            checked={menu.isActive}
            onChange={(event) => toggle(Boolean(event.value))}
            disabled={setActive.isPending}
            aria-describedby="menu-active-state"
          />
          <span>{t('status.switch')}</span>
        </label>
        <span
          id="menu-active-state"
          className={`gl-menu-state gl-menu-state--${menu.isActive ? 'on' : 'off'}`}
          aria-live="polite"
        >
          {menu.isActive ? t('status.onHint') : t('status.offHint')}
        </span>
      </div>
      <nav className="gl-menu-header__links" aria-label={t('editor.links')}>
        {menu.isActive ? (
          <a href={publicMenuPath(menu.slug)} target="_blank" rel="noopener" className="gl-menu-link">
            <span className="pi pi-external-link" aria-hidden="true" /> {t('editor.openPublic')}
            <span className="gl-visually-hidden"> {t('editor.newTab')}</span>
          </a>
        ) : null}
        <Link to={menuPagesPath(menu.slug)} className="gl-menu-link">
          <span className="pi pi-file" aria-hidden="true" /> {t('editor.pages')}
        </Link>
        <Link to={menuAnalyticsPath(menu.slug)} className="gl-menu-link">
          <span className="pi pi-chart-line" aria-hidden="true" /> {t('editor.analytics')}
        </Link>
        <Link to={menuPaymentsPath(menu.slug)} className="gl-menu-link">
          <span className="pi pi-credit-card" aria-hidden="true" /> {t('payments:title')}
        </Link>
        <Link to={menuPosPath(menu.slug)} className="gl-menu-link">
          <span className="pi pi-server" aria-hidden="true" /> {t('syrve:entry')}
        </Link>
        <Can permission="translations.manage">
          <Link to={contentTranslationsPath('menu', menu.slug)} className="gl-menu-link">
            <span className="pi pi-language" aria-hidden="true" /> {t('translations:entry')}
          </Link>
        </Can>
      </nav>
    </header>
  );
}
