import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { useBonusProgram } from '../api/bonus-program';
import { BonusProgramForm } from '../components/bonus-program-form';
import '../components/payment-settings.css';
import '../components/bonus-program.css';

/** /user/app/bonus-program: the company's bonus rate (payments have their own section). */
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
