import type { TUser } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatPrice } from '@/lib/currency';
import { useErrorMessage } from '@/lib/errors';
import { useBonusBalance } from '../../api/bonus-balance';
import { useGuestCustomer } from '../../api/profile-customer';
import { useSignOut } from '../../api/profile-sign-out';
import { useMenu } from '../../components/menu-context';
import { useMenuHome } from '../../components/menu-home';
import { PayFrame, PayLoading } from '../../components/pay-frame';
import { payPaths } from '../../components/pay-paths';
import { ProfileDetailsForm } from '../../components/profile-details-form';
import { ProfileGate } from '../../components/profile-gate';
import '../../components/profile-pages.css';
import { ProfileOrders } from '../../components/profile-orders';

function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [email[0] ?? '?'];
  return letters.join('').toUpperCase();
}

function AccountCard({ user }: { user: TUser }) {
  const { t } = useTranslation('guest-pay');
  return (
    <section className="profile-account" aria-label={t('profile.account')}>
      <span className="profile-account__avatar" aria-hidden="true">
        {user.imageUrl ? <img src={user.imageUrl} alt="" /> : initials(user.name, user.email)}
      </span>
      <div className="profile-account__text">
        <p className="profile-account__name">{user.name || user.email}</p>
        <p className="profile-account__email">{user.email}</p>
      </div>
    </section>
  );
}

function BonusTile({ slug }: { slug: string }) {
  const { t } = useTranslation('guest-pay');
  const { menu, language } = useMenu();
  const bonus = useBonusBalance(slug);
  const balance = bonus.data?.balance ?? 0;
  return (
    <Link to={payPaths.bonuses(slug)} className="profile-bonus-tile">
      <span className="pay-bonus__icon" aria-hidden="true">
        <i className="pi pi-gift" />
      </span>
      <span className="profile-bonus-tile__text">
        <span className="profile-bonus-tile__title">{t('bonuses.title')}</span>
        <span className="pay-muted">
          {bonus.isPending
            ? '…'
            : t('bonuses.balanceShort', { amount: formatPrice(balance, menu.currency, language) })}
        </span>
      </span>
      <i className="pi pi-chevron-right gm-flip-rtl" aria-hidden="true" />
    </Link>
  );
}

function Profile({ slug, user }: { slug: string; user: TUser }) {
  const { t } = useTranslation('guest-pay');
  const errorMessage = useErrorMessage();
  const customer = useGuestCustomer();
  const signOut = useSignOut();
  return (
    <div className="gm-page pay-page profile-page">
      <h1 className="gm-page__title">{t('profile.title')}</h1>
      <AccountCard user={user} />
      <BonusTile slug={slug} />
      <ProfileOrders slug={slug} />
      {customer.isPending ? (
        <PayLoading />
      ) : (
        <ProfileDetailsForm slug={slug} customer={customer.data ?? null} />
      )}
      <div className="profile-sign-out">
        {signOut.isError ? (
          <p className="pay-inline-error" role="alert">
            {errorMessage(signOut.error)}
          </p>
        ) : null}
        <button
          type="button"
          className="gm-button gm-button--secondary gm-button--wide"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          <i className="pi pi-sign-out gm-flip-rtl" aria-hidden="true" />
          {t('profile.signOut')}
        </button>
      </div>
    </div>
  );
}

/** /:slug/profile — the signed-in guest's account, details, orders here and bonus. */
export function ProfilePage() {
  const { t } = useTranslation('guest-pay');
  const { slug = '' } = useParams();
  const menuHome = useMenuHome(slug);
  return (
    <PayFrame slug={slug} backTo={menuHome}>
      {() => (
        <ProfileGate title={t('profile.title')}>{(user) => <Profile slug={slug} user={user} />}</ProfileGate>
      )}
    </PayFrame>
  );
}
