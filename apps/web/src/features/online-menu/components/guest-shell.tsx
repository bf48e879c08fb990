import { menuTakesOrders } from '@guestloop/contracts';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { GuestIcon } from '@/components/ui/GuestIcon';
import { registerMenuServiceWorker } from '@/lib/service-worker';
import { LanguagePicker } from './language-picker';
import { menuPaths, useOptionalMenu } from './menu-context';
import { payPaths } from './pay-paths';
import { useCart } from './use-cart';

export interface GuestShellProps {
  slug: string;
  children: ReactNode;
  /** Where the back arrow leads; no arrow on the menu itself. */
  backTo?: string;
  /** Text beside the back arrow (the menu's name). */
  heading?: string;
  /** The top bar floats over the hero image on the menu page. */
  overlay?: boolean;
  /** The cart icon is left out on the cart page itself. */
  showCart?: boolean;
  footer?: ReactNode;
}

/** Frame of every guest menu page: top bar (back, language, profile, cart), content, footer. */
export function GuestShell(props: GuestShellProps) {
  const { slug, children, backTo, heading, overlay = false } = props;
  const menu = useOptionalMenu()?.menu;
  // A view-only menu has no cart (the server's first screen leaves it out too).
  const showCart = (props.showCart ?? true) && (!menu || menuTakesOrders(menu));
  const { t } = useTranslation('guest-menu');
  const { count } = useCart(slug);
  const profilePath = payPaths.profile(slug);
  const onProfile = useLocation().pathname.startsWith(profilePath);
  useEffect(() => registerMenuServiceWorker(), []);
  return (
    <div className="gm">
      <a className="gm-skip" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className={overlay ? 'gm-topbar gm-topbar--overlay' : 'gm-topbar'}>
        {backTo ? (
          <Link to={backTo} className="gm-icon-button" aria-label={t('shell.backToMenu')}>
            <GuestIcon name="arrow-left" className="gm-flip-rtl" />
          </Link>
        ) : null}
        {heading ? (
          <span className="gm-topbar__heading">{heading}</span>
        ) : (
          <span className="gm-topbar__spacer" />
        )}
        <LanguagePicker />
        {onProfile ? null : (
          <Link to={profilePath} className="gm-icon-button" aria-label={t('shell.profile')}>
            <GuestIcon name="user" />
          </Link>
        )}
        {showCart ? (
          <Link to={menuPaths.cart(slug)} className="gm-icon-button gm-cart-icon" data-tour="cart">
            <GuestIcon name="shopping-bag" />
            <span className="gl-visually-hidden">{t('cart.open', { n: count })}</span>
            {count > 0 ? (
              <span className="gm-cart-icon__badge" aria-hidden="true">
                {count}
              </span>
            ) : null}
          </Link>
        ) : null}
      </header>
      <main id="main" className="gm-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="gm-footer">
        {props.footer}
        <p className="gm-footer__powered">{t('shell.poweredBy')}</p>
      </footer>
    </div>
  );
}
