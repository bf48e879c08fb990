import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink, PageState, QueryState, UnsavedChangesPrompt } from '@/components/ui';
import { useMenuList } from '@/entities/menus';
import { RequirePermission, useCan } from '@/entities/permissions';
import { usePageTitle } from '@/lib/title';
import type { ProviderSettings } from '../api/get-payment-settings';
import { usePaymentSettings } from '../api/get-payment-settings';
import { ProviderCard } from '../components/provider-card';
import { RefundsPanel } from '../components/refunds-panel';
import { BONUS_PROGRAM_PATH, MENUS_PATH, menuEditorPath } from '../paths';
import '../components/payment-settings.css';

/** /user/app/menus/:slug/payments: the providers a menu's guests can pay with. */
export function PaymentSettingsPage() {
  return (
    <RequirePermission permission="payments.manage" namespace="payments">
      <PaymentSettingsBody />
    </RequirePermission>
  );
}

/** Real providers first; the test provider, for trying checkout out, last. */
const byRealFirst = (a: ProviderSettings, b: ProviderSettings) =>
  Number(a.provider === 'test') - Number(b.provider === 'test');

function PaymentSettingsBody() {
  const { t, i18n } = useTranslation('payments');
  const { slug = '' } = useParams();
  const canEditMenus = useCan('menus.manage');
  const menus = useMenuList({ enabled: canEditMenus });
  const query = usePaymentSettings(slug);
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const onDirtyChange = useCallback(
    (provider: string, value: boolean) =>
      setDirty((current) => (current[provider] === value ? current : { ...current, [provider]: value })),
    [],
  );
  const menuTitle = menus.data?.items.find((menu) => menu.slug === slug)?.title;
  usePageTitle(menuTitle ? `${t('title')} · ${menuTitle}` : undefined);

  const back = canEditMenus ? <BackLink to={menuEditorPath(slug)}>{t('page.backToMenu')}</BackLink> : null;

  if (!query.data) {
    return (
      <QueryState
        query={query}
        loadingLabel={t('page.loading')}
        errorTitle={t('page.loadError')}
        aboveProblem={back}
        notFound={
          <PageState
            icon="pi pi-book"
            title={t('page.notFound')}
            message={t('page.notFoundHint')}
            action={
              canEditMenus ? (
                <Link to={MENUS_PATH} className="p-button p-button-outlined gl-pay-link-button">
                  {t('page.allMenus')}
                </Link>
              ) : null
            }
          />
        }
      />
    );
  }

  const items = [...query.data.items].sort(byRealFirst);
  const enabled = items.filter((item) => item.enabled && item.provider !== 'test');
  const testOn = items.some((item) => item.enabled && item.provider === 'test');
  const names = enabled.map((item) => t(`providers.${item.provider}.name`, { defaultValue: item.provider }));

  return (
    <>
      {back}
      <header className="gl-page-header gl-pay-header">
        <div>
          <h1>{t('heading')}</h1>
          <p>
            {menuTitle ? <strong dir="auto">{menuTitle}</strong> : <strong dir="ltr">/{slug}</strong>} ·{' '}
            {t('page.lead')}
          </p>
        </div>
        <Link to={BONUS_PROGRAM_PATH} className="gl-pay-header__link">
          <span className="pi pi-gift" aria-hidden="true" /> {t('page.bonusLink')}
        </Link>
      </header>
      <p className={`gl-pay-summary gl-pay-summary--${enabled.length > 0 ? 'on' : 'off'}`} aria-live="polite">
        <span
          className={enabled.length > 0 ? 'pi pi-check-circle' : 'pi pi-info-circle'}
          aria-hidden="true"
        />
        <span>
          {enabled.length > 0
            ? t('page.acceptsWith', { providers: new Intl.ListFormat(i18n.language).format(names) })
            : t('page.noneOn')}
          {testOn ? <span className="gl-pay-summary__test"> {t('page.testOn')}</span> : null}
        </span>
      </p>
      <RefundsPanel />
      <div className="gl-pay-cards">
        {items.map((settings) => (
          <ProviderCard
            key={settings.provider}
            menuSlug={slug}
            settings={settings}
            onDirtyChange={onDirtyChange}
          />
        ))}
      </div>
      <p className="gl-pay-footnote">
        <span className="pi pi-shield" aria-hidden="true" /> {t('page.secretsNote')}
      </p>
      <UnsavedChangesPrompt
        dirty={Object.values(dirty).some(Boolean)}
        namespace="payments"
        className="gl-pay-dialog"
      />
    </>
  );
}
