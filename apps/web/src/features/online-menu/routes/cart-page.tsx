import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppStore } from '@/lib/store';
import type { CartLine } from '../state/cart-slice';
import '../components/guest-menu.css';
import '../styles/order.css';
import '../styles/cart-checkout.css';
import { CartCheckout } from '../components/cart-checkout';
import { type Checkout, type LineProblems, useCartPlaceOrder } from '../components/cart-place-order';
import { CartTotals } from '../components/cart-totals';
import { GuestShell } from '../components/guest-shell';
import { StateMessage } from '../components/guest-states';
import { menuPaths, useMenu } from '../components/menu-context';
import { MenuGate } from '../components/menu-states';
import { useOrderWords } from '../components/order-words';
import { OrderingBanner } from '../components/ordering-banner';
import { QuantityStepper } from '../components/quantity-stepper';
import { useCart } from '../components/use-cart';
import { useMenuOrdering } from '../components/use-menu-ordering';
import { lineDetails } from '../model/cart';
import { lineTotal } from '../model/pricing';

function CartLineRow({ line, problem }: { line: CartLine; problem?: LineProblems[string] }) {
  const { t } = useTranslation('guest-menu');
  const { t: tOrder } = useTranslation('guest-order');
  const { slug, price } = useMenu();
  const setQuantity = useAppStore((state) => state.setCartQuantity);
  const remove = useAppStore((state) => state.removeCartLine);
  const details = lineDetails(line);
  return (
    <li className={problem ? 'gm-line gm-line--problem' : 'gm-line'}>
      <div className="gm-line__text">
        <h2 className="gm-line__title">{line.title}</h2>
        {problem ? (
          <p className="gm-line__problem">
            <i className="pi pi-ban" aria-hidden="true" /> {tOrder(`lineProblem.${problem}`)}
          </p>
        ) : null}
        {details ? <p className="gm-line__details">{details}</p> : null}
        {line.note ? (
          <p className="gm-line__note">
            <i className="pi pi-comment" aria-hidden="true" /> {line.note}
          </p>
        ) : null}
        <p className="gm-line__unit">{t('cart.each', { price: price(line.unitPrice) })}</p>
      </div>
      <div className="gm-line__side">
        <span className="gm-line__total">{price(lineTotal(line.unitPrice, line.quantity))}</span>
        <QuantityStepper
          value={line.quantity}
          onChange={(quantity) => setQuantity(slug, line.key, quantity)}
          label={t('quantity.of', { title: line.title })}
        />
        <button
          type="button"
          className="gm-link-button"
          aria-label={t('cart.removeItem', { title: line.title })}
          onClick={() => remove(slug, line.key)}
        >
          <i className="pi pi-trash" aria-hidden="true" />
          <span aria-hidden="true">{t('cart.remove')}</span>
        </button>
      </div>
    </li>
  );
}

/** Why this cart cannot become an order here: a view-only menu, or orders taken only at tables. */
function NoOrdering({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('guest-order');
  const { menu } = useMenu();
  const { ordering } = menu.settings;
  const tablesOnly = !ordering.viewOnly && ordering.table && !checkout.table;
  return (
    <p className="gm-checkout__hint" role="status">
      <i className="pi pi-info-circle" aria-hidden="true" />
      <span>{tablesOnly ? t('checkout.tableOnly') : t('checkout.none')}</span>
    </p>
  );
}

function CartView() {
  const { t } = useTranslation('guest-menu');
  const { t: tOrder } = useTranslation('guest-order');
  const { menu, slug } = useMenu();
  const { lines, count } = useCart(slug);
  const checkout = useCartPlaceOrder();
  const { table } = checkout;
  const backTo = table ? menuPaths.table(slug, table) : menuPaths.menu(slug);
  const orderWords = useOrderWords();
  const ordering = useMenuOrdering();

  let next: React.ReactNode = null;
  if (ordering.notice) next = <OrderingBanner notice={ordering.notice} />;
  else if (!orderWords) next = null;
  else if (checkout.modes.length === 0) next = <NoOrdering checkout={checkout} />;
  else next = <CartCheckout checkout={checkout} backTo={backTo} />;

  return (
    <GuestShell slug={slug} backTo={backTo} heading={menu.title} showCart={false}>
      <div className="gm-page">
        <h1 className="gm-page__title">{t('cart.title')}</h1>
        {table ? (
          <p className="gm-table-banner">
            <i className="pi pi-map-marker" aria-hidden="true" />
            <span>{t('table.banner', { table: table.tableName, group: table.groupName })}</span>
          </p>
        ) : null}
        {lines.length === 0 && checkout.placed ? (
          <p className="gm-state" role="status">
            {tOrder('place.placing')}
          </p>
        ) : lines.length === 0 ? (
          <StateMessage
            icon="pi-shopping-bag"
            title={t('cart.emptyTitle')}
            message={t('cart.emptyMessage')}
            action={
              <Link to={backTo} className="gm-button gm-button--primary">
                {t('cart.browseMenu')}
              </Link>
            }
          />
        ) : (
          <>
            <ul className="gm-lines">
              {lines.map((line) => (
                <CartLineRow key={line.key} line={line} problem={checkout.lineProblems[line.key]} />
              ))}
            </ul>
            <CartTotals checkout={checkout} count={count} words={orderWords} />
            <p className="gm-cart-note">{t('cart.pricesNote')}</p>
            {next}
          </>
        )}
      </div>
    </GuestShell>
  );
}

/** /:slug/cart — the guest's cart of this menu (kept on the device). */
export function CartPage() {
  const { slug = '' } = useParams();
  return <MenuGate slug={slug}>{() => <CartView />}</MenuGate>;
}
