import type { TBonusBalance } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatPrice } from '@/lib/currency';
import { useBonusBalance } from '../../api/bonus-balance';
import { GuestQueryState } from '../../components/guest-states';
import { useMenu } from '../../components/menu-context';
import { useMenuHome } from '../../components/menu-home';
import { bonusEarned } from '../../components/pay-bonus-card';
import { PayFrame, PayLoading } from '../../components/pay-frame';
import { payPaths } from '../../components/pay-paths';
import { ProfileGate } from '../../components/profile-gate';
import '../../components/profile-pages.css';

/** The order the earn rate is shown on, in minor units (20.00 in the menu's currency). */
const EXAMPLE_ORDER = 2000;
const STEPS = ['order', 'checkout', 'pay'] as const;

function Bonuses({ slug }: { slug: string }) {
  const bonus = useBonusBalance(slug);
  return (
    <GuestQueryState query={bonus} loading={<PayLoading />}>
      {(data) => <BonusesView slug={slug} bonus={data} />}
    </GuestQueryState>
  );
}

function BonusesView({ slug, bonus }: { slug: string; bonus: TBonusBalance | null }) {
  const { t } = useTranslation('guest-pay');
  const { menu, language } = useMenu();
  const price = (minor: number) => formatPrice(minor, menu.currency, language);
  const menuHome = useMenuHome(slug);

  // No guest identity on this device yet: nothing earned so far, the program still applies.
  const balance = bonus?.balance ?? 0;
  const rate = bonus?.ratePercent ?? 0;
  return (
    <div className="gm-page pay-page profile-page">
      <h1 className="gm-page__title">{t('bonuses.title')}</h1>
      <section className="bonus-hero" aria-labelledby="bonus-balance-label">
        <p id="bonus-balance-label" className="bonus-hero__label">
          {t('bonuses.balanceAt', { venue: menu.title })}
        </p>
        <p className="bonus-hero__amount">{price(balance)}</p>
        <p className="bonus-hero__note">
          {balance > 0 ? t('bonuses.readyToSpend') : t('bonuses.nothingYet')}
        </p>
      </section>

      <section className="pay-card" aria-labelledby="bonus-rate-title">
        <h2 id="bonus-rate-title" className="pay-card__title">
          {t('bonuses.earnTitle')}
        </h2>
        {rate > 0 ? (
          <>
            <p>{t('bonuses.earnRate', { rate })}</p>
            <p className="pay-muted">
              {t('bonuses.earnExample', {
                order: price(EXAMPLE_ORDER),
                bonus: price(bonusEarned(EXAMPLE_ORDER, rate)),
              })}
            </p>
          </>
        ) : (
          <p className="pay-muted">{t('bonuses.programOff')}</p>
        )}
      </section>

      <section className="pay-card" aria-labelledby="bonus-spend-title">
        <h2 id="bonus-spend-title" className="pay-card__title">
          {t('bonuses.spendTitle')}
        </h2>
        <ol className="bonus-steps">
          {STEPS.map((step) => (
            <li key={step} className="bonus-step">
              {t(`bonuses.steps.${step}`)}
            </li>
          ))}
        </ol>
        <p className="pay-muted">{t('bonuses.spendNote')}</p>
      </section>

      <div className="profile-links">
        <Link to={menuHome} className="gm-button gm-button--primary gm-button--wide">
          {t('order.openMenu')}
        </Link>
        <Link to={payPaths.profile(slug)} className="gm-button gm-button--secondary gm-button--wide">
          {t('bonuses.backToProfile')}
        </Link>
      </div>
    </div>
  );
}

/** /:slug/profile/bonuses — the signed-in guest's bonus with this venue and how it works. */
export function BonusesPage() {
  const { t } = useTranslation('guest-pay');
  const { slug = '' } = useParams();
  return (
    <PayFrame slug={slug} backTo={payPaths.profile(slug)}>
      {() => <ProfileGate title={t('bonuses.title')}>{() => <Bonuses slug={slug} />}</ProfileGate>}
    </PayFrame>
  );
}
