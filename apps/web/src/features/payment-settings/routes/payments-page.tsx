import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, QueryState } from '@/components/ui';
import { useMenuList } from '@/entities/menus';
import { RequirePermission, useCan } from '@/entities/permissions';
import { paymentSettingsPath } from '../paths';
import '../components/payment-settings.css';
import '../components/bonus-program.css';

/** /user/app/payments: the payments section, the way to each menu's payment providers. */
export function PaymentsPage() {
  const { t } = useTranslation('payments');
  return (
    <RequirePermission permission="payments.manage" namespace="payments">
      <header className="gl-page-header">
        <h1>{t('overview.title')}</h1>
        <p>{t('overview.lead')}</p>
      </header>
      <MenuPaymentLinks />
    </RequirePermission>
  );
}

function MenuPaymentLinks() {
  const { t } = useTranslation('payments');
  const listsMenus = useCan('menus.manage');
  const menus = useMenuList({ enabled: listsMenus });
  if (!listsMenus) {
    return (
      <section className="gl-panel">
        <p className="gl-panel__lead">{t('overview.noMenuAccess')}</p>
      </section>
    );
  }
  return (
    <nav className="gl-panel" aria-labelledby="payments-menus">
      <h2 id="payments-menus">{t('overview.menusTitle')}</h2>
      <p className="gl-panel__lead">{t('overview.menusLead')}</p>
      <QueryState
        query={menus}
        loadingLabel={t('page.loading')}
        isEmpty={(list) => list.items.length === 0}
        empty={
          <EmptyState
            icon="pi pi-book"
            title={t('overview.emptyTitle')}
            message={t('overview.emptyMessage')}
          />
        }
      >
        {(list) => (
          <ul className="gl-bonus-menus">
            {list.items.map((menu) => (
              <li key={menu.id}>
                <Link to={paymentSettingsPath(menu.slug)}>
                  <span className="pi pi-credit-card" aria-hidden="true" />
                  <span dir="auto">{menu.title}</span>
                  <span className="pi pi-angle-right gl-pay-flip" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </nav>
  );
}
