import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuPaths, useMenu } from './menu-context';
import { useCart } from './use-cart';

/** The floating "View cart" bar at the bottom of menu pages, once the cart has something. */
export function CartBar() {
  const { t } = useTranslation('guest-menu');
  const { slug, price } = useMenu();
  const { count, total } = useCart(slug);
  if (count === 0) return null;
  return (
    <div className="gm-cart-bar">
      <Link
        to={menuPaths.cart(slug)}
        className="gm-cart-bar__link"
        aria-label={t('cart.viewLabel', { n: count, total: price(total) })}
      >
        <span className="gm-cart-bar__count" aria-hidden="true">
          {count}
        </span>
        <span className="gm-cart-bar__label">{t('cart.view')}</span>
        <span className="gm-cart-bar__total">{price(total)}</span>
      </Link>
    </div>
  );
}
