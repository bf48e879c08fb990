import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui';
import { useMenuList } from '@/entities/menus';
import { RequirePermission, useCan } from '@/entities/permissions';
import { useBonusProgram } from '../api/bonus-program';
import { BonusProgramForm } from '../components/bonus-program-form';
import { paymentSettingsPath } from '../paths';
import '../components/payment-settings.css';
import '../components/bonus-program.css';

/** /user/app/bonus-program: the company's bonus rate, and the way to each menu's payment settings. */
export function BonusProgramPage() {
  const { t } = useTranslation('payments');
  return (
    <RequirePermission permission="payments.manage" namespace="payments">
      <header className="gl-page-header">
        <h1>{t('bonus.heading')}</h1>
        <p>{t('bonus.lead')}</p>
      </header>
      <div className="gl-bonus-layout">
        <BonusProgramBody />
        <aside className="gl-bonus-side">
          <HowItWorks />
          <MenuPaymentLinks />
        </aside>
      </div>
    </RequirePermission>
  );
}

function BonusProgramBody() {
  const { t } = useTranslation('payments');
  const query = useBonusProgram();
  return (
    <QueryState query={query} loadingLabel={t('bonus.loading')} errorTitle={t('bonus.loadError')}>
      {(program) => <BonusProgramForm program={program} />}
    </QueryState>
  );
}

function HowItWorks() {
  const { t } = useTranslation('payments');
  return (
    <section className="gl-panel" aria-labelledby="bonus-how">
      <h2 id="bonus-how">{t('bonus.howTitle')}</h2>
      <ol className="gl-bonus-steps">
        <li>{t('bonus.howEarn')}</li>
        <li>{t('bonus.howSpend')}</li>
        <li>{t('bonus.howWhere')}</li>
      </ol>
    </section>
  );
}

/** Links to each menu's payment providers (only for staff who may see the menus). */
function MenuPaymentLinks() {
  const { t } = useTranslation('payments');
  const menus = useMenuList({ enabled: useCan('menus.manage') });
  const items = menus.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <nav className="gl-panel" aria-labelledby="bonus-menus">
      <h2 id="bonus-menus">{t('bonus.menusTitle')}</h2>
      <p className="gl-panel__lead">{t('bonus.menusLead')}</p>
      <ul className="gl-bonus-menus">
        {items.map((menu) => (
          <li key={menu.id}>
            <Link to={paymentSettingsPath(menu.slug)}>
              <span className="pi pi-credit-card" aria-hidden="true" />
              <span dir="auto">{menu.title}</span>
              <span className="pi pi-angle-right gl-pay-flip" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
